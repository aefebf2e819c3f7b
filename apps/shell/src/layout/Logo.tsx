import { useState } from 'react';
import { Link } from '@bolo/web';

// Bump when public/logo.png changes so browsers fetch the new file.
const LOGO_VERSION = '1';

export function Logo({ onClick }: { onClick?: () => void }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link to="/" className="logo" aria-label="BOLO Directory home" onClick={onClick}>
      {imageFailed ? null : (
        <img src={`/logo.png?v=${LOGO_VERSION}`} alt="" width={32} height={32} className="logo__image" onError={() => setImageFailed(true)} />
      )}
      <span className="logo__text">
        BOLO <span className="logo__accent">Directory</span>
      </span>
    </Link>
  );
}
