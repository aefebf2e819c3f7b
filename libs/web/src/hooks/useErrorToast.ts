import { useEffect } from 'react';
import { toast } from '../toast/toast';

/** One destructive toast each time a request turns into an error. */
export function useErrorToast(isError: boolean, title: string): void {
  useEffect(() => {
    if (isError) toast({ title, variant: 'destructive' });
  }, [isError, title]);
}
