import { act, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { toast } from './toast';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows title and description and hides them after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Sign in failed', description: 'Invalid credentials', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Sign in failedInvalid credentials');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Sign in failed')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Sign in failed')).toBeNull();
  });
});
