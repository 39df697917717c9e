import { z } from 'zod';
import { MAX_DRAWN_SIGNATURE_HEIGHT, MAX_DRAWN_SIGNATURE_WIDTH, isEmbeddableSignaturePng } from '../signing/png-dimensions';
import { emailAddress, personName, requiredText } from './fields';

/** ~150 KB of PNG: a drawn signature is a few KB; more is a photo or an attack. */
export const MAX_DRAWN_SIGNATURE_CHARS = 200_000;

// The PNG magic number (89 50 4E 47 0D 0A 1A 0A) in base64 starts "iVBORw0KGgo".
const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/;

export const signatureDataSchema = z.object(
  {
    typedFullName: requiredText('Typed full legal name', 200).transform((name) => name.replace(/\s+/g, ' ')),
    drawnSignaturePng: z
      .string({ error: 'Drawn signature must be a PNG image.' })
      .max(MAX_DRAWN_SIGNATURE_CHARS, { error: 'Drawn signature image is too large; it must be under 150 KB.', abort: true })
      .regex(PNG_DATA_URL, { error: 'Drawn signature must be a PNG image (a data:image/png;base64 URL).', abort: true })
      .refine(isEmbeddableSignaturePng, {
        error: `Drawn signature must be a PNG of at most ${MAX_DRAWN_SIGNATURE_WIDTH} × ${MAX_DRAWN_SIGNATURE_HEIGHT} pixels.`,
      })
      .optional(),
  },
  { error: 'Signature data is required: your typed full legal name.' },
);
export type SignatureData = z.infer<typeof signatureDataSchema>;

/** The person a request or gift letter is sent to (spec: updateParty). */
export const updatePartySchema = z.object(
  {
    email: emailAddress("The other party's email"),
    firstName: personName("The other party's first name"),
    lastName: personName("The other party's last name"),
  },
  { error: "The other party's email, first and last name are required." },
);
export type UpdateParty = z.infer<typeof updatePartySchema>;

function comparable(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en-US').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A typed signature must be the signer's own legal name from their profile: "First Last",
 * or with the middle name or its initial. Case, spacing and periods don't matter.
 */
export function typedNameMatchesProfile(
  typedFullName: string,
  profile: { readonly firstName: string; readonly middleName?: string | null; readonly lastName: string },
): boolean {
  const first = comparable(profile.firstName);
  const last = comparable(profile.lastName);
  const middle = comparable(profile.middleName ?? '');
  const accepted = new Set([`${first} ${last}`]);
  if (middle) {
    accepted.add(`${first} ${middle} ${last}`);
    accepted.add(`${first} ${middle.charAt(0)} ${last}`);
  }
  return first !== '' && last !== '' && accepted.has(comparable(typedFullName));
}
