import type { EntityItem } from 'electrodb';
import { defineEntity, globalIndex, paddedId, tableKey } from '../entity-schema';

/** The two sparse duplicate indexes hold an appeal only while it is a duplicate. */
const whileDuplicate = (attr: Record<string, unknown>) => attr.isDuplicate === true;

/**
 * A help request, wire field names as the clients spell them.
 * Its partition `appeal#<id>` also holds its assignments, reports and audit events,
 * so one Query serves the edit screen, the report and the timeline.
 * List keys: per region and all regions by creation time (newest first), the phone
 * hash for duplicate detection (no raw phone in any key), and two sparse indexes
 * holding only duplicates.
 */
export const appealEntity = defineEntity('appeal', {
  attributes: {
    id: paddedId,
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
    creator: { type: 'string' },
    date_communication: { type: 'string' },
    name: { type: 'string', required: true },
    last_name: { type: 'string' },
    age: { type: 'number' },
    /** Digits only, 380XXXXXXXXX. */
    phone: { type: 'string', required: true },
    /** sha256 of the phone digits: the duplicate index key. */
    phoneHash: { type: 'string', required: true },
    /** KATOTTG code of the community. */
    community_id: { type: 'string', required: true },
    region_id: { type: 'number', required: true },
    communiction: { type: 'string', required: true },
    /** The requested types' descriptions, one per line. */
    assistans_type: { type: 'string', required: true },
    assistanceIds: { type: 'list', items: { type: 'number' }, required: true },
    /** Plain text: every tag stripped before storing. */
    description: { type: 'string', required: true },
    children_help: { type: 'boolean', required: true },
    children_count: { type: 'number', required: true },
    children_ages: {
      type: 'map',
      properties: {
        '0_3': { type: 'number' },
        '3_7': { type: 'number' },
        '7_14': { type: 'number' },
        '14_17': { type: 'number' },
      },
    },
    status_id: { type: 'number', required: true },
    isDuplicate: { type: 'boolean', required: true },
    duplicateOf: { type: 'number' },
    /** Epoch ms: creation time plus the service level. */
    deadlineAt: { type: 'number', required: true },
    /** Current executors (user ids of its assignments), for access checks without another read. */
    executorIds: { type: 'list', items: { type: 'number' }, required: true },
    /** Requested assistance types no executor carries yet ('Без виконавця' while any). */
    unassignedTypeIds: { type: 'list', items: { type: 'number' } },
    /**
     * "Як безпечно з вами зв'язатися" (core safety.schema.ts), as given: shown to staff
     * before the phone, never put in any mail, log or audit fact.
     */
    safeContact: {
      type: 'map',
      properties: {
        canCall: { type: 'boolean' },
        days: { type: 'list', items: { type: 'string' } },
        hours: { type: 'list', items: { type: 'map', properties: { from: { type: 'string', required: true }, to: { type: 'string', required: true } } } },
        voicemail: { type: 'boolean' },
        sms: { type: 'boolean' },
        safeWord: { type: 'string' },
        note: { type: 'string' },
      },
    },
    /** Risk screening (core risk.rules.ts): the yes/no answers and the level they give. */
    riskAnswers: {
      type: 'map',
      properties: {
        threatsToKill: { type: 'boolean' },
        strangulation: { type: 'boolean' },
        weapon: { type: 'boolean' },
        escalation: { type: 'boolean' },
        pregnancy: { type: 'boolean' },
        childrenAtRisk: { type: 'boolean' },
        separation: { type: 'boolean' },
      },
    },
    riskLevel: { type: ['standard', 'elevated', 'high'] as const },
    /** ISO instant its personal data were anonymised (functions/src/appeals/anonymise.ts); absent while kept. */
    anonymisedAt: { type: 'string' },
    /** Optimistic lock: every write is conditional on it and raises it. */
    version: { type: 'number', required: true },
    editor: { type: 'string' },
  },
  indexes: {
    byId: tableKey('appeal#${id}', 'appeal'),
    byRegion: globalIndex('gsi1', 'appeals#region#${region_id}', '${createdAt}#${id}'),
    all: globalIndex('gsi2', 'appeals', '${createdAt}#${id}'),
    byPhone: globalIndex('gsi3', 'phone#${phoneHash}', '${createdAt}'),
    duplicatesByRegion: {
      ...globalIndex('gsi4', 'dups#region#${region_id}', '${createdAt}#${id}'),
      condition: whileDuplicate,
    },
    duplicates: {
      ...globalIndex('gsi5', 'dups', '${createdAt}#${id}'),
      condition: whileDuplicate,
    },
  },
});

export type AppealItem = EntityItem<typeof appealEntity>;
