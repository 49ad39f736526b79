// The dashboard module's calls (modules/dashboard/README.md), through the app's one client.
import { get, post } from '../api/client';

export type DashletModule = 'listWidget' | 'reportWidget';
export type DashletWidth = 'w-box-sp6' | 'w-box-sp12';

/** spec 000 §3 "Dashlet" viewconfig: what the dashlet leaves out. */
export interface DashletViewConfig {
  hide_toolbar?: boolean;
  hide_panelHeader?: boolean;
  hide_chartHeader?: boolean;
  hide_facet?: boolean;
  hide_checkbox?: boolean;
  hide_paging?: boolean;
  hide_operation?: boolean;
  hide_query?: boolean;
  scene?: string;
  origin_suffix?: string;
  user?: number;
  /** A list dashlet's order, as a list's ordering ("interviewDate": the next interview first). */
  ordering?: string;
}

/** A dashlet as GET /rest/dashboard/mine answers it. key is its id, or (a dashlet of the role's
 * home the user has not changed yet, id 0) its uuid. */
export interface Dashlet {
  id: number;
  key: string;
  name: string;
  /** listWidget: the model; reportWidget: the report template. */
  type: string;
  module: DashletModule;
  /** listWidget: gql; reportWidget: JSON of the report filter and viewType. */
  query: string;
  suffix: string;
  suffix_user_id: number;
  width: DashletWidth;
  fromAdmin: boolean;
  uuid: string;
  purpose: string;
  config_name: string;
  score_config_name: string;
  viewconfig: DashletViewConfig | null;
  position: number;
  /** Placed by an admin for everyone: the reader may hide it, not change it. */
  readonly: boolean;
}

export interface Home {
  home: string;
  label: string;
  own: boolean;
  dashlets: Dashlet[];
  hidden: Dashlet[];
}

/** The fields a save sends. */
export type DashletInput = Partial<Dashlet> & Pick<Dashlet, 'name' | 'module' | 'type' | 'query' | 'width'>;

export const dashboardApi = {
  async mine(): Promise<Home> {
    return (await get('/rest/dashboard/mine')).data as Home;
  },
  async save(d: DashletInput): Promise<number> {
    return Number((await post('/rest/dashboard/save', d)).data);
  },
  async remove(key: string): Promise<void> {
    await post('/rest/dashboard/remove', { key });
  },
  async hide(key: string, hidden = true): Promise<void> {
    await post('/rest/dashboard/hide', { key, hidden });
  },
  async order(keys: string[]): Promise<void> {
    await post('/rest/dashboard/order', { keys });
  },
  async reset(): Promise<void> {
    await post('/rest/dashboard/reset', {});
  },
};
