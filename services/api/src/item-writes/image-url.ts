import { BadRequestException } from '@nestjs/common';
import { ITEM_FORM_MESSAGES, imageUrlSchema } from '@bolo/contracts';
import { isVisiblyPrivateHost } from '@bolo/server-kit';

/**
 * The picture address of an item form, or undefined when none was given. Refused at once: what
 * is not an http(s) address, and hosts that are visibly private (IP literals of loopback, private,
 * link-local... networks, localhost names). Names are resolved and checked again by the worker.
 */
export function parseImageUrl(value: unknown): string | undefined {
  const parsed = imageUrlSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestException({ message: parsed.error.issues[0]?.message ?? ITEM_FORM_MESSAGES.imageUrlInvalid });
  if (parsed.data === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(parsed.data);
  } catch {
    throw new BadRequestException({ message: ITEM_FORM_MESSAGES.imageUrlInvalid });
  }
  // The URL parser normalises every IPv4 spelling (2130706433, 0x7f.1) to dotted form first.
  if (isVisiblyPrivateHost(url.hostname)) throw new BadRequestException({ message: ITEM_FORM_MESSAGES.imageUrlPrivate });
  return url.href;
}
