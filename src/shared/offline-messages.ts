/**
 * The words of the pages kept on the device for when the network is gone (docs/venue-mode.md), a
 * sibling of messages.ts split for bundle size only: they load with the code that shows them after
 * first paint, not in every public page's shell, where messages.ts is.
 */

/** The 参加票 kept on the device (features/ticket/kept-ticket.ts, "Tickets offline"). */
export const TICKET_OFFLINE_MESSAGES = {
  /** With the time the kept ticket (or its 出番の目安) was last the server's, hh:mm. */
  lastUpdated: '最終更新 {time}',
  kept: '接続できないため、この端末に保存された参加票を表示しています',
  needsConnection:
    'この参加票をはじめて開くには、インターネットへの接続が必要です。電波の届く場所でもう一度開いてください。',
} as const;
