import { detectImageType } from './image-type';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP and GIF by their leading bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(bytes('GIF89a', [1]))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
  });

  it('rejects anything else, including truncated signatures and look-alikes', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(detectImageType(bytes('GIF88a'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
