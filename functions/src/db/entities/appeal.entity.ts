import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

const ID_PADDING = { length: 10, char: '0' } as const;

/**
 * A help request (spec part 2 section 3), wire field names as the spec spells them.
 * Its partition `appeal#<id>` also holds its assignments, reports and audit events,
 * so one Query serves the edit screen, the report and the timeline.
 * List keys: per region and all regions by creation time (newest first), the phone
 * hash for duplicate detection (no raw phone in any key), and two sparse indexes
 * holding only duplicates.
 */
export const appealEntity = new Entity({
  model: { entity: 'appeal', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'number', required: true, padding: ID_PADDING },
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
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'appeal#${id}' },
      sk: { field: 'sk', composite: [], template: 'appeal' },
    },
    byRegion: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['region_id'], template: 'appeals#region#${region_id}' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}' },
    },
    all: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: 'appeals' },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}' },
    },
    byPhone: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['phoneHash'], template: 'phone#${phoneHash}' },
      sk: { field: 'gsi3sk', composite: ['createdAt'], template: '${createdAt}' },
    },
    duplicatesByRegion: {
      index: 'gsi4',
      condition: (attr) => attr.isDuplicate === true,
      pk: { field: 'gsi4pk', composite: ['region_id'], template: 'dups#region#${region_id}' },
      sk: { field: 'gsi4sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}' },
    },
    duplicates: {
      index: 'gsi5',
      condition: (attr) => attr.isDuplicate === true,
      pk: { field: 'gsi5pk', composite: [], template: 'dups' },
      sk: { field: 'gsi5sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}' },
    },
  },
});

export type AppealItem = EntityItem<typeof appealEntity>;
