export { FORM_ECHO_ELEMENT_ID, FORM_IDS, readPageFormEcho } from './form-echo';
export type { FormEcho, FormId } from './form-echo';
export { FormEchoProvider, useFormEcho } from './FormEchoContext';
export { formValues } from './form-values';
