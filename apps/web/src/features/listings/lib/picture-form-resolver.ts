import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The file input's value: the first chosen file is the picture. */
export type PictureField = { picture?: FileList };

type BodyWithImage = { propertyImage: string };
/** A property form's values: the body's fields with a chosen file in place of the picture's address. */
export type PictureFormInput<Schema extends z.ZodType> = Omit<z.input<Schema>, 'propertyImage'> &
  PictureField;
/** The checked values: the body without its address, plus the picture to upload. */
export type PictureFormOutput<Schema extends z.ZodType> = Omit<z.output<Schema>, 'propertyImage'> & {
  picture: File;
};

/**
 * Stands in for the uploaded address while the form is checked. The picture uploads only on submit (after
 * the loading toast), yet the shared body schema should judge every other field and word the "required"
 * message of the picture itself; it is replaced by the real address before anything is sent.
 */
const PICTURE_STAND_IN = '/uploads/images/chosen-picture.webp';

/**
 * The form resolver of a property body schema (add or update): the form's values are the body, except
 * that the picture is a chosen file instead of its address. Errors of `propertyImage` show on `picture`.
 */
export function createPictureFormResolver<Schema extends z.ZodType<BodyWithImage, FieldValues>>(
  schema: Schema,
  /** The values as the form's mode sends them (listing-facts-form.ts), before the schema checks them. */
  prepare: (fields: FieldValues) => FieldValues = (fields) => fields,
): Resolver<PictureFormInput<Schema>, unknown, PictureFormOutput<Schema>> {
  const resolveBody = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, BodyWithImage>;
  return async (values, context, options) => {
    const { picture: files, ...typed } = values;
    const fields = prepare(typed);
    const picture = files?.[0];
    const result = await resolveBody(
      { ...fields, propertyImage: picture ? PICTURE_STAND_IN : '' },
      context,
      options as unknown as Parameters<typeof resolveBody>[2],
    );
    if (picture && Object.keys(result.errors).length === 0) {
      const { propertyImage: _standIn, ...body } = result.values as BodyWithImage;
      return { values: { ...body, picture } as PictureFormOutput<Schema>, errors: {} };
    }
    const { propertyImage, ...errors } = result.errors as FieldErrors<BodyWithImage & FieldValues>;
    return {
      values: {},
      errors: (propertyImage ? { ...errors, picture: propertyImage } : errors) as FieldErrors<
        PictureFormInput<Schema>
      >,
    };
  };
}
