import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextField } from './TextField';

function Form() {
  const [username, setUsername] = useState('');
  return (
    <form>
      <TextField id="username" name="username" label="Username" value={username} onChange={(event) => setUsername(event.target.value)} />
      <output data-testid="state">{username}</output>
    </form>
  );
}

describe('TextField on a server-rendered page', () => {
  it('keeps what was typed before the app started, instead of resetting it at hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'member'; // typed while the page was still plain HTML

    await act(async () => {
      hydrateRoot(container, <Form />);
    });

    expect(input.value).toBe('member');
    expect(container.querySelector('[data-testid="state"]')?.textContent).toBe('member');
    container.remove();
  });
});
