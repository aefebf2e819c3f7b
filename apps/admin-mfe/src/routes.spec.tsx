import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import AdminRoutes from './routes';

// The gate lets the admin in; the back office is a page with something typed into it.
jest.mock('./shared/access/AdminGate', () => ({ AdminGate: ({ admin }: { admin: () => unknown }) => admin() }));
jest.mock('./AdminApp', () => ({
  __esModule: true,
  default: function BackOffice() {
    const [text, setText] = useState('');
    return <input aria-label="Search items" value={text} onChange={(event) => setText(event.target.value)} />;
  },
}));

describe('AdminRoutes', () => {
  it('keeps the back office mounted when the address changes after it has loaded (what the admin typed stays)', async () => {
    const { rerender } = render(<AdminRoutes />);
    const search = (await screen.findByLabelText('Search items')) as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'pyrex' } });
    // The shell renders the remote again on every address change.
    rerender(<AdminRoutes />);
    expect((screen.getByLabelText('Search items') as HTMLInputElement).value).toBe('pyrex');
  });
});
