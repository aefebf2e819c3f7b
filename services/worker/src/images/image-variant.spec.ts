import sharp from 'sharp';
import { RejectedImageError, renderImageVariant, sniffImageKind } from './image-variant';

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

describe('renderImageVariant', () => {
  it('makes an exact card-size WebP, cropping to fill (fit cover)', async () => {
    const wide = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const card = await renderImageVariant(wide, SIZE);
    expect(card.contentType).toBe('image/webp');
    expect(await sharp(card.data).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
  });

  it('makes the 180x180 comment picture with none of the original metadata (EXIF, GPS, XMP, ICC)', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#36c' } })
      .jpeg()
      .withIccProfile('p3')
      .withExif({ IFD0: { Make: 'Canon', Model: 'EOS 5D' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Someone"/></rdf:RDF></x:xmpmeta>')
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ exif: expect.any(Buffer), xmp: expect.any(Buffer), icc: expect.any(Buffer) });

    const picture = await renderImageVariant(photo, { width: 180, height: 180, maxInputPixels: 4_000_000 });
    const meta = await sharp(picture.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 180, height: 180 });
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(picture.data.includes(Buffer.from('Canon'))).toBe(false);
  });

  it('turns a sideways phone photo upright before cropping (EXIF orientation applied, then dropped)', async () => {
    // Stored 200x100, red on the left and blue on the right, tagged "rotate 90° clockwise to view":
    // upright it is 100x200, red on top and blue below.
    const blue = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#00f' } }).png().toBuffer();
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#f00' } })
      .composite([{ input: blue, left: 100, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const picture = await renderImageVariant(sideways, { width: 180, height: 180, maxInputPixels: 4_000_000 });
    const meta = await sharp(picture.data).metadata();
    expect(meta).toMatchObject({ width: 180, height: 180 });
    expect(meta.orientation).toBeUndefined();
    const { data } = await sharp(picture.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 180 + x) * 3, (y * 180 + x) * 3 + 3)];
    expect(pixel(20, 20)[0]).toBeGreaterThan(200); // red on top
    expect(pixel(20, 160)[2]).toBeGreaterThan(200); // blue below
  });

  it('rejects an SVG (never rasterised from user bytes)', async () => {
    await expect(renderImageVariant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), SIZE)).rejects.toThrow(RejectedImageError);
  });

  it('rejects an image above the pixel limit before decoding it', async () => {
    const big = await sharp({ create: { width: 2100, height: 2000, channels: 3, background: '#000' } }).png().toBuffer();
    await expect(renderImageVariant(big, SIZE)).rejects.toThrow(/pixel limit/);
  });

  it('rejects a truncated file', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0c0' } }).jpeg().toBuffer();
    await expect(renderImageVariant(jpeg.subarray(0, 200), SIZE)).rejects.toThrow(RejectedImageError);
  });
});
