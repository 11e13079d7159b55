import { QUICK_EXIT_URL } from '@dosyt/core/site/quick-exit';

/**
 * Every URL the app uses: its own pages, the API and the few outside links.
 * Route patterns (`path`) feed the router; `href()` builds a concrete link.
 */
import { apiPath, withQuery } from '@dosyt/core/api/contract';

type Id = number | string;

const page = <P extends string>(path: P) => ({ path, href: () => path });
const pageWithId = <P extends string>(path: P, build: (id: Id) => string) => ({ path, href: build });

export const paths = {
  landing: page('/'),
  helpForm: page('/help-form'),
  callCenter: page('/call-center'),
  support: page('/support'),
  status: page('/status'),
  /**
   * 'Куди звернутися': the directory of help services near the person. Only the lean
   * public shell serves it, from its pre-rendered HTML: link to it with a plain <a>
   * (a page load), never through the full app's router.
   */
  services: page('/services'),
  post: pageWithId('/post/:slug', (slug) => `/post/${slug}`),
  login: page('/login'),
  register: page('/register'),
  forgotPassword: page('/forgot-password'),
  resetPassword: page('/reset-password'),

  admin: {
    root: page('/admin'),
    home: page('/admin/home'),
    homeUsers: page('/admin/home-users'),
    appeals: page('/admin/appeals'),
    appealAdd: page('/admin/appeal-add'),
    appealEdit: pageWithId('/admin/appeal/edit/:id', (id) => `/admin/appeal/edit/${id}`),
    appealReport: pageWithId('/admin/appeals/report/:id', (id) => `/admin/appeals/report/${id}`),
    appealsByRegion: page('/admin/appeals/region'),
    appealsHistory: page('/admin/appeals-history'),
    appealsHistoryAppeal: pageWithId('/admin/appeals-history/appeal/:id', (id) => `/admin/appeals-history/appeal/${id}`),
    appealHistoryEdit: pageWithId('/admin/appeal-history/edit/:id', (id) => `/admin/appeal-history/edit/${id}`),
    publicUsers: page('/admin/public-users'),
    communities: page('/admin/communities'),
    notification: page('/admin/notification'),
    chat: page('/admin/chat'),
    calendar: page('/admin/calendar'),
    log: page('/admin/log'),
    content: page('/admin/content'),
    services: page('/admin/services'),
    settingsUsers: page('/admin/settings/users'),
    userReads: pageWithId('/admin/settings/users/:id/reads', (id) => `/admin/settings/users/${id}/reads`),
    settingsAppeals: page('/admin/settings/appeals'),
    settingsCommunitiesAll: page('/admin/settings/communities-all'),
    settingsRegions: page('/admin/settings/regions'),
    denied: page('/admin/denied'),
    notFound: page('/admin/not-found'),
  },

  /**
   * API paths, relative to the configured API origin (see lib/api-client.ts), built
   * from the API contract (core/src/api): a route whose path or parameters change
   * there breaks this build.
   */
  api: {
    followUp: { lookUp: apiPath('POST /api/follow-up'), messages: apiPath('POST /api/follow-up/messages') },
    auth: {
      login: apiPath('POST /api/auth/login'),
      refresh: apiPath('POST /api/auth/refresh'),
      logout: apiPath('POST /api/auth/logout'),
      logoutEverywhere: apiPath('POST /api/auth/logout-everywhere'),
      registration: apiPath('POST /api/auth/registration'),
      forgotPassword: apiPath('POST /api/auth/forgot-password'),
      resetPassword: apiPath('POST /api/auth/reset-password-with-validation'),
      loginCode: apiPath('POST /api/auth/login/code'),
      loginEnrolment: apiPath('POST /api/auth/login/enrolment'),
      loginEnrolmentConfirm: apiPath('POST /api/auth/login/enrolment/confirm'),
      loginEnrolled: apiPath('POST /api/auth/login/enrolled'),
    },
    users: {
      all: apiPath('GET /api/users/all'),
      list: apiPath('GET /api/users'),
      region: (regionId: Id) => apiPath('GET /api/users/region/{regionId}', { regionId }),
      profile: (userId: Id) => apiPath('GET /api/users/profile/{userId}', { userId }),
      update: (id: Id) => apiPath('PUT /api/users/{id}', { id }),
      roles: (id: Id) => apiPath('PUT /api/users/{id}/roles', { id }),
      assistanceRequest: (id: Id) => apiPath('PUT /api/users/{id}/assistance-request', { id }),
      workStatus: (userId: Id) => apiPath('PUT /api/users/{userId}/work-status', { userId }),
      resendVerification: apiPath('POST /api/email/registration'),
      csvExport: apiPath('GET /api/users/csv/export'),
      online: (userId: Id) => apiPath('POST /api/users/online/{userId}', { userId }),
      offline: (userId: Id) => apiPath('POST /api/users/offline/{userId}', { userId }),
      twoFactor: apiPath('GET /api/users/two-factor'),
      twoFactorSetup: apiPath('POST /api/users/two-factor/setup'),
      twoFactorConfirm: apiPath('POST /api/users/two-factor/confirm'),
      twoFactorDisable: apiPath('POST /api/users/two-factor/disable'),
      twoFactorReset: (id: Id) => apiPath('POST /api/users/{id}/two-factor/reset', { id }),
    },
    assistance: {
      all: apiPath('GET /api/assistance/all'),
      list: apiPath('GET /api/assistance'),
      item: (id: Id) => apiPath('PUT /api/assistance/{id}', { id }),
    },
    appeals: {
      create: apiPath('POST /api/appeals'),
      page: (page: number) => apiPath('GET /api/appeals/pages={page}', { page }),
      item: (id: Id) => apiPath('GET /api/appeals/{id}', { id }),
      report: (id: Id) => apiPath('GET /api/appeals/report/{id}', { id }),
      timeline: (id: Id) => apiPath('GET /api/appeals/timeline/{id}', { id }),
      followUpReply: (id: Id) => apiPath('POST /api/appeals/{id}/follow-up-messages', { id }),
      anonymise: (id: Id) => apiPath('POST /api/appeals/{id}/anonymise', { id }),
      revealPhone: (id: Id) => apiPath('POST /api/appeals/{id}/phone', { id }),
      regionTotals: apiPath('GET /api/appeals/totals/regions'),
      unassigned: apiPath('GET /api/appeals/unassigned'),
      highRisk: apiPath('GET /api/appeals/high-risk'),
    },
    appealHistory: {
      byAppeal: (appealId: Id) => apiPath('GET /api/appeal-history/appeal/{id}', { id: appealId }),
      candidates: (appealId: Id, typeId: Id) =>
        withQuery(apiPath('GET /api/appeal-history/appeal/{id}/candidates', { id: appealId }), new URLSearchParams({ typeId: String(typeId) })),
      byUser: (userId: Id) => apiPath('GET /api/appeal-history/user/{userId}', { userId }),
      item: (id: Id) => apiPath('GET /api/appeal-history/{id}', { id }),
      newMessages: apiPath('GET /api/appeal-history/new-messages'),
    },
    appealStatus: apiPath('GET /api/appeal-status'),
    settings: {
      appeals: apiPath('GET /api/settings/appeals'),
      retentionPreview: (months: number) =>
        withQuery(apiPath('GET /api/settings/appeals/retention-preview'), new URLSearchParams({ retentionMonths: String(months) })),
      security: apiPath('GET /api/settings/security'),
    },
    communities: {
      activeRegions: apiPath('GET /api/communities/regions/active'),
      byName: apiPath('POST /api/communities/name'),
      byRegion: (regionId: Id) => apiPath('GET /api/communities/region/{regionId}', { regionId }),
      page: (page: number) => apiPath('GET /api/communities/pages={page}', { page }),
      setRegionActive: (regionId: Id) => apiPath('PUT /api/communities/regions/{regionId}', { regionId }),
    },
    stats: {
      totalsByStatus: apiPath('POST /api/appeals/totals-by-status'),
      userTotals: (userId: Id) => apiPath('POST /api/appeal-history/totals/user/{userId}', { userId }),
      monthTotal: apiPath('GET /api/appeal-history/totals'),
      assistanceTotal: (assistanceId: Id) => apiPath('GET /api/appeal-history/totals/assistance/{assistanceId}', { assistanceId }),
      regionTotal: (regionId: Id) => apiPath('GET /api/appeal-history/totals/region/{regionId}', { regionId }),
      regionAverage: (regionId: Id) => apiPath('GET /api/appeal-history/avg/region/{regionId}', { regionId }),
      communityTotal: (communityId: Id) => apiPath('GET /api/appeal-history/totals/community/{communityId}', { communityId }),
      communityIds: (regionId: Id) => apiPath('GET /api/appeal-history/communityIds/{regionId}', { regionId }),
      referralFigures: apiPath('GET /api/appeal-history/referrals'),
      latestAppeals: apiPath('GET /api/appeals/last'),
      activeRegions: apiPath('POST /api/communities/region/active'),
      appealsByDay: (startDate: string, endDate: string) => apiPath('GET /api/appeals/grouped/{startDate}/{endDate}', { startDate, endDate }),
      historyByDay: (userId: Id, startDate: string, endDate: string) =>
        apiPath('GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate}', { userId, startDate, endDate }),
      urgentAppeals: apiPath('POST /api/appeals/urgent'),
      expiredAppeals: apiPath('POST /api/appeals/expired'),
      urgentHistory: (userId: Id) => apiPath('GET /api/appeal-history/urgent/{userId}', { userId }),
      expiredHistory: (userId: Id) => apiPath('GET /api/appeal-history/expired/{userId}', { userId }),
    },
    chat: {
      send: apiPath('POST /api/chats'),
      messages: (userId: Id, roomId: Id) => apiPath('POST /api/chats/{userId}/{roomId}', { userId, roomId }),
      stats: (id: Id) => apiPath('GET /api/chats/count/date/{id}', { id }),
    },
    regions: apiPath('GET /api/communities/regions'),
    serverLog: apiPath('GET /api/files/stream'),
    logs: apiPath('GET /api/logs'),
    staffReads: (userId: Id) => apiPath('GET /api/logs/reads/{userId}', { userId }),
    staffReadsExport: (userId: Id) => apiPath('GET /api/logs/reads/{userId}/export', { userId }),
    content: {
      schema: apiPath('GET /api/admin/content/schema'),
      createPost: apiPath('POST /api/admin/content/posts'),
      uploads: apiPath('POST /api/admin/content/uploads'),
      list: (collection: string) => apiPath('GET /api/admin/content/{collection}', { collection }),
      updatePost: (id: Id) => apiPath('PUT /api/admin/content/posts/{id}', { id }),
      updateEntry: (collection: string, id: Id) => apiPath('PUT /api/admin/content/{collection}/{id}', { collection, id }),
    },
  },

  external: {
    /** Quick exit: a neutral site that replaces the current history entry. */
    quickExit: QUICK_EXIT_URL,
  },
} as const;

/** A mailto: link for a user's address. */
export const mailtoHref = (email: string) => `mailto:${email}`;
