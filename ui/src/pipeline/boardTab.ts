/** A detail tab drawn as a pipeline board of the tab's model: a special tab with param kanban. */
export const isBoardTab = (tab: { type: string; param?: string; data_model_name?: string }) =>
  tab.type === 'special' && tab.param === 'kanban' && !!tab.data_model_name;
