import sharp from 'sharp';
import { RejectedImageError, renderCardVariant, sniffImageKind } from './card-variant';

const SIZE = { width: 480, height: 480, maxInputPixels: 4_000_000 };

describe('sniffImageKind', () => {
  it.each([
    ['jpeg', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).jpeg().toBuffer()],
    ['png', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer()],
    ['webp', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer()],
    ['gif', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer()],
  ])('recognises %s by its leading bytes', async (kind, make) => {
    expect(sniffImageKind(await make())).toBe(kind);
  });

  it('recognises nothing else', () => {
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageKind(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('renderCardVariant', () => {
  it('makes an exact card-size WebP, cropping to fill (fit cover)', async () => {
    const wide = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const card = await renderCardVariant(wide, SIZE);
    expect(card.contentType).toBe('image/webp');
    expect(await sharp(card.data).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
  });

  it('rejects an SVG (never rasterised from user bytes)', async () => {
    await expect(renderCardVariant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), SIZE)).rejects.toThrow(RejectedImageError);
  });

  it('rejects an image above the pixel limit before decoding it', async () => {
    const big = await sharp({ create: { width: 2100, height: 2000, channels: 3, background: '#000' } }).png().toBuffer();
    await expect(renderCardVariant(big, SIZE)).rejects.toThrow(/pixel limit/);
  });

  it('rejects a truncated file', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0c0' } }).jpeg().toBuffer();
    await expect(renderCardVariant(jpeg.subarray(0, 200), SIZE)).rejects.toThrow(RejectedImageError);
  });
});
