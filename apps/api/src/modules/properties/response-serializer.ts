/**
 * Answers serialised by a function compiled from the route's response schema (decision 023 "Server
 * CPU per request"), as Fastify does by default with JSON Schema: the zod schema becomes JSON
 * Schema once, at start, and fast-json-stringify writes each answer from it. fastify-type-provider-
 * zod's serializer instead checks every answer against the schema (zod's encode) and then runs
 * JSON.stringify, a second walk over a thousand map points or a page of listings each time.
 * The output is the same JSON: only the schema's fields, in its order; an unknown field is dropped
 * (as zod strips it); a missing required field is still an error (500). What zod's check added, a
 * value of the wrong type, cannot come from these routes: their answers are mapped from typed rows.
 */
import build from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

type JsonSchema = Parameters<typeof build>[0];

/**
 * A route's `serializerCompiler`: Fastify calls it once per response schema (one per status code)
 * with that zod schema.
 */
export function compiledSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as ZodType, { io: 'output', target: 'draft-07' });
  return build(jsonSchema as JsonSchema);
}
