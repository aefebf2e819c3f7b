// What other parts of the back office may use from the users feature.
export { CreateUserDialog } from './components/CreateUserDialog';
export type { CreateUserDialogProps } from './components/CreateUserDialog';
