/// <reference types="jest" />
import { cardImageSrc } from './item-image';

describe('cardImageSrc', () => {
  it('prefers the ready card variant', () => {
    expect(cardImageSrc({ image: '/api/images/bolo-items/5', imageCard: '/api/images/bolo-items/5?size=card&v=abc' })).toBe(
      '/api/images/bolo-items/5?size=card&v=abc',
    );
  });

  it('asks the server for the card size of a stored image', () => {
    expect(cardImageSrc({ image: '/api/images/bolo-items/5', imageCard: null })).toBe('/api/images/bolo-items/5?size=card');
  });

  it('uses an external address as it is', () => {
    expect(cardImageSrc({ image: 'https://cdn.example/a.jpg', imageCard: null })).toBe('https://cdn.example/a.jpg');
  });

  it('has nothing to show for an item without a picture', () => {
    expect(cardImageSrc({ image: null, imageCard: null })).toBeNull();
  });
});
