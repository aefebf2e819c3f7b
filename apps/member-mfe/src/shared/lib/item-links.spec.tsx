/// <reference types="jest" />
import { backTarget, ebaySoldListingsUrl, itemDetailHref, safeReturnTo } from './item-links';

describe('safeReturnTo (open-redirect guard)', () => {
  it.each([
    ['/directory', '/directory'],
    ['/directory?category=Home+%26+Kitchen&page=2', '/directory?category=Home+%26+Kitchen&page=2'],
    ['/my-bolos?search=lamp#top', '/my-bolos?search=lamp#top'],
    ['/', '/'],
  ])('accepts the same-site path %p', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it('normalises dot segments', () => {
    expect(safeReturnTo('/directory/../my-bolos')).toBe('/my-bolos');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/directory'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/ /evil.example'],
    ['https://evil.example/directory'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,hi'],
    ['directory'],
    ['?page=2'],
    [''],
    ['/' + 'a'.repeat(3000)],
  ])('rejects %p', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});

describe('itemDetailHref', () => {
  it('carries the list address, encoded', () => {
    expect(itemDetailHref(42, '/directory?category=Home+%26+Kitchen&page=2')).toBe(
      '/bolo/42?returnTo=%2Fdirectory%3Fcategory%3DHome%2B%2526%2BKitchen%26page%3D2',
    );
  });

  it('round-trips through URLSearchParams and the guard', () => {
    const list = '/my-bolos?search=cast+iron&page=3';
    const href = itemDetailHref(7, list);
    const returnTo = new URL(href, 'https://x.test').searchParams.get('returnTo');
    expect(safeReturnTo(returnTo)).toBe(list);
  });
});

describe('backTarget', () => {
  it('follows a safe returnTo, labelled by where it goes', () => {
    expect(backTarget('/directory?page=2', null)).toEqual({ kind: 'path', to: '/directory?page=2', label: 'Back to Directory' });
    expect(backTarget('/my-bolos?page=2', { from: 'my-bolos' })).toEqual({ kind: 'path', to: '/my-bolos?page=2', label: 'Back to My BOLOs' });
    expect(backTarget('/my-bolos/', null).label).toBe('Back to My BOLOs');
  });

  it('goes back in history when the visitor came from a list without returnTo', () => {
    expect(backTarget(null, { from: 'directory' })).toEqual({ kind: 'history', label: 'Back to Directory' });
    expect(backTarget(null, { from: 'my-bolos' })).toEqual({ kind: 'history', label: 'Back to My BOLOs' });
  });

  it('ignores an unsafe returnTo and falls back', () => {
    expect(backTarget('//evil.example', { from: 'directory' })).toEqual({ kind: 'history', label: 'Back to Directory' });
    expect(backTarget('https://evil.example', null)).toEqual({ kind: 'path', to: '/directory', label: 'Back to Directory' });
  });

  it('otherwise goes to the directory', () => {
    expect(backTarget(null, null)).toEqual({ kind: 'path', to: '/directory', label: 'Back to Directory' });
    expect(backTarget(null, { from: 'somewhere' })).toEqual({ kind: 'path', to: '/directory', label: 'Back to Directory' });
  });
});

describe('ebaySoldListingsUrl', () => {
  it('searches sold and completed listings for the encoded name', () => {
    expect(ebaySoldListingsUrl('Pyrex 403 "Butterprint" & bowl')).toBe(
      'https://www.ebay.com/sch/i.html?_nkw=Pyrex%20403%20%22Butterprint%22%20%26%20bowl&LH_Sold=1&LH_Complete=1',
    );
  });
});
