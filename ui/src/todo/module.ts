// Calendar: the header's calendar and to-do list buttons and their page floats
// (calendar:todo, list:todo), and Add To-do on a record's page.
import { lazy } from 'react';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { TodoHeaderButtons } from './TodoHeaderButtons';
import { TODO_MODEL } from './todos';

export const calendar: UiModule = {
  name: 'calendar',
  header: [{ key: 'todo', order: 20, Component: TodoHeaderButtons }],
  // The to-do calendar and list (spec 001 §2: calendar:todo, list:todo).
  floats: [
    { type: 'calendar', sub: TODO_MODEL, Component: lazy(() => import('./CalendarPanel')) },
    { type: 'list', sub: TODO_MODEL, Component: lazy(() => import('./TodoListPanel')) },
  ],
  recordButtons: [split(() => import('./AddTodoButton').then((m) => ({ default: m.AddTodoButton })))],
};
