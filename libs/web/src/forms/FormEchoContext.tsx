import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { readPageFormEcho } from './form-echo';
import type { FormEcho, FormId } from './form-echo';

// undefined: no provider. The server render provides the echo; in the browser it is read from
// the page (the app's entry needs no change, and a remote rendered alone behaves the same).
const FormEchoContext = createContext<FormEcho | null | undefined>(undefined);

export const FormEchoProvider = FormEchoContext.Provider;

/**
 * The echo for this form, or null. Only on the page the server answered with (the history
 * entry the document opened on): once the app has navigated, a form starts empty again.
 */
export function useFormEcho(form: FormId): FormEcho | null {
  const provided = useContext(FormEchoContext);
  const { key } = useLocation();
  const echo = provided === undefined ? readPageFormEcho() : provided;
  return echo?.form === form && key === 'default' ? echo : null;
}
