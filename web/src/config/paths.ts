/**
 * Every URL the app uses: its own pages, the API and the few outside links.
 * Route patterns (`path`) feed the router; `href()` builds a concrete link.
 */
type Id = number | string;

const page = <P extends string>(path: P) => ({ path, href: () => path });
const pageWithId = <P extends string>(path: P, build: (id: Id) => string) => ({ path, href: build });

export const paths = {
  landing: page('/'),
  helpForm: page('/help-form'),
  callCenter: page('/call-center'),
  support: page('/support'),
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
    settingsUsers: page('/admin/settings/users'),
    settingsAppeals: page('/admin/settings/appeals'),
    settingsCommunitiesAll: page('/admin/settings/communities-all'),
    settingsRegions: page('/admin/settings/regions'),
    denied: page('/admin/denied'),
    notFound: page('/admin/not-found'),
  },

  /** API paths, relative to the configured API origin (see lib/api-client.ts). */
  api: {
    auth: {
      login: '/api/auth/login',
      refresh: '/api/auth/refresh',
      logout: '/api/auth/logout',
      logoutEverywhere: '/api/auth/logout-everywhere',
      registration: '/api/auth/registration',
      forgotPassword: '/api/auth/forgot-password',
      resetPassword: '/api/auth/reset-password-with-validation',
    },
    users: {
      all: '/api/users/all',
      list: '/api/users',
      region: (regionId: Id) => `/api/users/region/${regionId}`,
      profile: (userId: Id) => `/api/users/profile/${userId}`,
      update: (id: Id) => `/api/users/${id}`,
      roles: (id: Id) => `/api/users/${id}/roles`,
      workStatus: (id: Id) => `/api/users/${id}/work-status`,
      resendVerification: '/api/email/registration',
      csvExport: '/api/users/csv/export',
      online: (userId: Id) => `/api/users/online/${userId}`,
      offline: (userId: Id) => `/api/users/offline/${userId}`,
    },
    assistance: {
      all: '/api/assistance/all',
      list: '/api/assistance',
      item: (id: Id) => `/api/assistance/${id}`,
    },
    appeals: {
      create: '/api/appeals',
      page: (page: number) => `/api/appeals/pages=${page}`,
      item: (id: Id) => `/api/appeals/${id}`,
      report: (id: Id) => `/api/appeals/report/${id}`,
      timeline: (id: Id) => `/api/appeals/timeline/${id}`,
      regionTotals: '/api/appeals/totals/regions',
      unassigned: '/api/appeals/unassigned',
      highRisk: '/api/appeals/high-risk',
    },
    appealHistory: {
      byAppeal: (appealId: Id) => `/api/appeal-history/appeal/${appealId}`,
      candidates: (appealId: Id, typeId: Id) => `/api/appeal-history/appeal/${appealId}/candidates?typeId=${typeId}`,
      byUser: (userId: Id) => `/api/appeal-history/user/${userId}`,
      item: (id: Id) => `/api/appeal-history/${id}`,
    },
    appealStatus: '/api/appeal-status',
    settings: {
      appeals: '/api/settings/appeals',
    },
    communities: {
      activeRegions: '/api/communities/regions/active',
      byName: '/api/communities/name',
      byRegion: (regionId: Id) => `/api/communities/region/${regionId}`,
    },
    stats: {
      totalsByStatus: '/api/appeals/totals-by-status',
      userTotals: (userId: Id) => `/api/appeal-history/totals/user/${userId}`,
      monthTotal: '/api/appeal-history/totals',
      assistanceTotal: (assistanceId: Id) => `/api/appeal-history/totals/assistance/${assistanceId}`,
      regionTotal: (regionId: Id) => `/api/appeal-history/totals/region/${regionId}`,
      regionAverage: (regionId: Id) => `/api/appeal-history/avg/region/${regionId}`,
      communityTotal: (communityId: Id) => `/api/appeal-history/totals/community/${communityId}`,
      communityIds: (regionId: Id) => `/api/appeal-history/communityIds/${regionId}`,
      latestAppeals: '/api/appeals/last',
      activeRegions: '/api/communities/region/active',
      appealsByDay: (startDate: string, endDate: string) =>
        `/api/appeals/grouped/${encodeURIComponent(startDate)}/${encodeURIComponent(endDate)}`,
      historyByDay: (userId: Id, startDate: string, endDate: string) =>
        `/api/appeal-history/grouped/${userId}/${encodeURIComponent(startDate)}/${encodeURIComponent(endDate)}`,
      urgentAppeals: '/api/appeals/urgent',
      expiredAppeals: '/api/appeals/expired',
      urgentHistory: (userId: Id) => `/api/appeal-history/urgent/${userId}`,
      expiredHistory: (userId: Id) => `/api/appeal-history/expired/${userId}`,
    },
  },

  external: {
    /** Quick exit: a neutral site that replaces the current history entry. */
    quickExit: 'https://www.google.com/',
  },
} as const;

/** A mailto: link for a user's address. */
export const mailtoHref = (email: string) => `mailto:${email}`;
