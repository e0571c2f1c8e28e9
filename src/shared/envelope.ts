export interface Envelope<T = unknown> {
  result: 'success' | 'error';
  message: string;
  code?: string;
  data?: T;
}
