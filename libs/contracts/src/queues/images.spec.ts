import { CARD_IMAGE_SIZE, ITEM_CARD_VARIANT_JOB, QUEUE_NAMES, imageJobId, type ImagesJob } from './index';

describe('image queue contract', () => {
  it('names the queue and the job', () => {
    expect(QUEUE_NAMES).toEqual({ images: 'images' });
    const job: ImagesJob = { name: ITEM_CARD_VARIANT_JOB, data: { itemId: 1, checksum: 'abc' } };
    expect(job.name).toBe('item-card-variant');
  });

  it('renders 480x480 card variants', () => {
    expect(CARD_IMAGE_SIZE).toEqual({ width: 480, height: 480 });
  });
});

describe('imageJobId', () => {
  it('is deterministic per item and checksum', () => {
    expect(imageJobId(42, 'deadbeef')).toBe('item-card-variant-42-deadbeef');
    expect(imageJobId(42, 'deadbeef')).toBe(imageJobId(42, 'deadbeef'));
    expect(imageJobId(42, 'deadbeef')).not.toBe(imageJobId(43, 'deadbeef'));
    expect(imageJobId(42, 'deadbeef')).not.toBe(imageJobId(42, 'deadbeee'));
  });

  it('never contains a colon', () => {
    expect(imageJobId(7, 'sha256:abc')).toBe('item-card-variant-7-sha256_abc');
    expect(imageJobId(7, 'a:b:c')).not.toContain(':');
  });

  it('turns base64 into base64url so distinct checksums keep distinct ids', () => {
    expect(imageJobId(1, 'ab+/cd==')).toBe('item-card-variant-1-ab-_cd');
    expect(imageJobId(1, 'a+b')).not.toBe(imageJobId(1, 'a/b'));
  });

  it.each([[0], [-1], [1.5], [NaN], [Number.MAX_SAFE_INTEGER + 1]])('rejects item id %p', (itemId) => {
    expect(() => imageJobId(itemId, 'abc')).toThrow(RangeError);
  });

  it('rejects an empty checksum', () => {
    expect(() => imageJobId(1, '')).toThrow('checksum must not be empty');
    expect(() => imageJobId(1, '==')).toThrow(RangeError);
  });
});
