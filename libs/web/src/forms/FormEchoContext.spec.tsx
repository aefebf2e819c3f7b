import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { FORM_ECHO_ELEMENT_ID } from './form-echo';
import type { FormEcho } from './form-echo';
import { FormEchoProvider, useFormEcho } from './FormEchoContext';

const echo: FormEcho = { form: 'login', values: { username: 'member' }, message: 'Invalid username or password', fields: [], done: false };

function Form() {
  const found = useFormEcho('login');
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="echo">{found?.message ?? 'none'}</output>
      <button type="button" onClick={() => navigate('/elsewhere')}>Leave</button>
    </>
  );
}

function Pages() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="login" element={<Form />} />
      <Route path="elsewhere" element={<button type="button" onClick={() => navigate('/login')}>Back</button>} />
    </Routes>
  );
}

describe('useFormEcho', () => {
  it("reads the echo the server embedded in the page (the browser's first render), for its own form only", () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FORM_ECHO_ELEMENT_ID;
    element.textContent = JSON.stringify(echo);
    document.body.appendChild(element);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('echo').textContent).toBe('Invalid username or password');
    element.remove();
  });

  it('is gone once the app has navigated: the same form opened again starts empty', () => {
    render(
      <FormEchoProvider value={echo}>
        <MemoryRouter initialEntries={['/login']}>
          <Pages />
        </MemoryRouter>
      </FormEchoProvider>,
    );
    expect(screen.getByTestId('echo').textContent).toBe('Invalid username or password');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('echo').textContent).toBe('none');
  });

  it('gives another form nothing', () => {
    render(
      <FormEchoProvider value={{ ...echo, form: 'signup' }}>
        <MemoryRouter initialEntries={['/login']}>
          <Pages />
        </MemoryRouter>
      </FormEchoProvider>,
    );
    expect(screen.getByTestId('echo').textContent).toBe('none');
  });
});
