import * as z from '../validation/zod';
import { stripBidiControls } from '../text/bidi';
import {
  FOLLOW_UP_MESSAGE_REQUIRED,
  FOLLOW_UP_NOT_FOUND,
  PERSON_MESSAGE_MAX,
  STAFF_REPLY_MAX,
  personMessageTooLong,
  staffReplyTooLong,
} from './follow-up-code';

// The follow-up calls' bodies, kept apart from the rules so the /status page carries no schema library.

/** A code as typed: any string of sane length (a wrong one is a 404, looked up like a right one). */
const codeField = z.string(FOLLOW_UP_NOT_FOUND).check(z.maxLength(40, FOLLOW_UP_NOT_FOUND));

const messageText = (max: number, tooLong: string) =>
  z
    .string(FOLLOW_UP_MESSAGE_REQUIRED)
    .check(z.overwrite(stripBidiControls), z.trim(), z.minLength(1, { error: FOLLOW_UP_MESSAGE_REQUIRED, abort: true }), z.maxLength(max, tooLong));

export const followUpLookupSchema = z.object({ code: codeField });
export const followUpMessageSchema = z.object({ code: codeField, text: messageText(PERSON_MESSAGE_MAX, personMessageTooLong) });
export const staffReplySchema = z.object({ text: messageText(STAFF_REPLY_MAX, staffReplyTooLong) });
