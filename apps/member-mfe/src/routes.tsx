// The member remote's table of contents. Paths are relative to "/" (the shell
// hands every member prefix to this component). One folder per feature under
// src/features/; pages other than the first screen should be React.lazy.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@bolo/web';
import { DirectoryPage } from './features/directory/DirectoryPage';

export default function MemberRoutes() {
  return (
    <Routes>
      <Route path="directory" element={<DirectoryPage />} />
      {/* Next: bolo/:id, my-bolos, add-bolo, profile, payment-success */}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
