import { Type, type TProperties } from '@sinclair/typebox';

/**
 * A kind's fields in one version, as history answers them (docs/architecture.md § Content
 * kinds): every field optional, since a version written by another release may lack one.
 */
export const versionData = <T extends TProperties>(id: string, fields: T, description: string) =>
  Type.Partial(Type.Object(fields), { $id: id, description });

export const NullableId = Type.Union([Type.Integer(), Type.Null()]);
export const NullableText = Type.Union([Type.String(), Type.Null()]);
