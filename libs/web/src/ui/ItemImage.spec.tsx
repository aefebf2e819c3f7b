import { queryStringProblem } from '@bolo/contracts';
import { withHourlyCacheBust } from './ItemImage';

const HOUR_MS = 60 * 60 * 1000;

describe('the hourly cache-busting parameter of item pictures', () => {
  it('keeps a card address the API accepts: its own version parameter is not given twice', () => {
    const card = '/api/images/bolo-items/1?size=card&v=1f2fc95298bb5ce2';
    const address = withHourlyCacheBust(card, 498_817 * HOUR_MS);
    expect(queryStringProblem(address.split('?')[1])).toBeUndefined();
    expect(new URLSearchParams(address.split('?')[1]).get('v')).toBe('1f2fc95298bb5ce2');
  });

  it('changes with the hour of the answer and leaves other addresses alone', () => {
    const a = withHourlyCacheBust('/api/images/bolo-items/1', 10 * HOUR_MS);
    const b = withHourlyCacheBust('/api/images/bolo-items/1', 11 * HOUR_MS);
    expect(a).not.toBe(b);
    expect(withHourlyCacheBust('https://example.com/a.jpg', 10 * HOUR_MS)).toBe('https://example.com/a.jpg');
  });
});
