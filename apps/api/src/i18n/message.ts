/**
 * A message of the API's catalogs kept for later (decision 040): its id and the values it is filled
 * with, as JSON, so a notification written today can be read tomorrow in whichever language its
 * reader chose. Values stay raw until then: a number stays a number (plurals choose by it, Bangla
 * writes it in Bangla digits), a place keeps its English name, a moment its ISO time.
 */
import type { MessageId } from './translate';

/** A place of the hierarchy by its English name (as listings store it), written in the reader's language. */
export type PlaceValue = { place: string };
/** Moments (ISO times), written in Bangladesh time in the reader's language, joined by '; '. */
export type DateTimesValue = { dateTimes: string[] };
/** An exact amount of Taka, written in full in the reader's language ('৳ 7,00,000'; decision 045). */
export type TakaValue = { taka: number };

export type MessageValue = string | number | PlaceValue | DateTimesValue | TakaValue;
export type MessageValues = Record<string, MessageValue>;

export type MessageRef = { id: string; values?: MessageValues };

/** A catalog message to keep; the id is checked against the English catalog when compiled. */
export function message(id: MessageId, values?: MessageValues): MessageRef {
  return values ? { id, values } : { id };
}

export function place(name: string): PlaceValue {
  return { place: name };
}

/** Money is never a bare number in a message (mail once said "paid 700000"). */
export function taka(amount: number): TakaValue {
  return { taka: amount };
}

export function dateTimes(times: readonly Date[]): DateTimesValue {
  return { dateTimes: times.map((time) => time.toISOString()) };
}
