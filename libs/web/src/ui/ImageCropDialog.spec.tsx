import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '../toast/Toaster';
import { ImageCropDialog } from './ImageCropDialog';
import { ImageField, useCroppedImage } from './ImageField';
import { nudgeFor } from './image-crop';

// jsdom loads no images and measures nothing, so the cropper never reports a crop area here:
// these tests cover the dialog's text, controls and the field flow, not the cropping itself.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
  // The cropper reads the chosen file with XMLHttpRequest, which jsdom cannot do for blob: addresses.
  const consoleError = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('Protocol "blob:" not supported'))) return;
    consoleError(...args);
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** Lets the lazily loaded cropper finish loading. */
const settle = () => act(async () => {
  await import('./ImageCropArea');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('ImageCropDialog', () => {
  it('is a modal titled Crop Image with the scale and rotate sliders, and Apply disabled until a crop exists', async () => {
    const onCancel = jest.fn();
    render(<ImageCropDialog open src="blob:chosen" fileName="photo.png" onApply={jest.fn()} onCancel={onCancel} />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Crop Image' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(/Drag the corners/)).toBeTruthy();
    expect(within(dialog).getByText(/cropped to a square/)).toBeTruthy();

    const scale = within(dialog).getByRole('slider', { name: 'Scale' });
    expect([scale.getAttribute('min'), scale.getAttribute('max'), scale.getAttribute('step'), (scale as HTMLInputElement).value]).toEqual(['0.5', '2', '0.1', '1']);
    const rotate = within(dialog).getByRole('slider', { name: 'Rotate' });
    expect([rotate.getAttribute('min'), rotate.getAttribute('max'), rotate.getAttribute('step'), (rotate as HTMLInputElement).value]).toEqual(['-180', '180', '1', '0']);
    fireEvent.change(rotate, { target: { value: '45' } });
    expect(within(dialog).getByText('45°')).toBeTruthy();

    expect((within(dialog).getByRole('button', { name: 'Apply Crop' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    render(<ImageCropDialog open={false} src="blob:chosen" fileName="photo.png" onApply={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nudges by 1, 10 with shift and 100 with ctrl or cmd', () => {
    const key = (k: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => nudgeFor({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, ...mods });
    expect(key('ArrowLeft')).toEqual({ left: -1, top: 0 });
    expect(key('ArrowDown', { shiftKey: true })).toEqual({ left: 0, top: 10 });
    expect(key('ArrowUp', { ctrlKey: true })).toEqual({ left: 0, top: -100 });
    expect(key('ArrowRight', { metaKey: true, shiftKey: true })).toEqual({ left: 100, top: 0 });
    expect(key('a')).toBeNull();
  });
});

function Field() {
  const image = useCroppedImage({
    tooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 5MB.' },
    invalidType: { title: 'Invalid File Type', description: 'Please select an image file.' },
  });
  return <ImageField image={image} label="Product Image" hint="PNG, JPG, GIF up to 5MB" urlLabel="Image URL" />;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Product Image'), { target: { files: [file] } });

describe('ImageField', () => {
  it('refuses files that are not images or are over 5 MB, with the caller’s words', async () => {
    render(
      <>
        <Field />
        <Toaster />
      </>,
    );
    choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File Type')).toBeTruthy();
    expect(screen.getByText('Please select an image file.')).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('File Too Large')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the image URL and opens the crop dialog when a file is chosen; Cancel closes it and clears the input', async () => {
    render(<Field />);
    expect(screen.getByText('PNG, JPG, GIF up to 5MB')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'https://example.com/a.jpg' } });
    choose(new File(['png'], 'photo.png', { type: 'image/png' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Crop Image' })).toBeTruthy();
    expect((screen.getByLabelText('Image URL') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Product Image') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Image preview' })).toBeNull();
  });
});
