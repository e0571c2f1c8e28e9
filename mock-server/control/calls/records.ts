import { listProducts, listReports, setStock } from '../../services/console-views';
import { Refusal, type ControlHandlersOf } from '../register';

export const recordHandlers: ControlHandlersOf<'records'> = {
  products: ({ deps }) => listProducts(deps.store.db),
  setStock: ({ deps, params, body }) =>
    setStock(deps.store.db, Number(params.id) || 0, body.stock) ?? new Refusal('no such product', 404),
  reports: ({ deps }) => listReports(deps.store.db),
};
