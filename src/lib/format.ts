/** Dates on screen: the same Japan-time wording as mail and the functions (shared/date-time). */
export { formatDate, formatTime } from '@/shared/date-time';
