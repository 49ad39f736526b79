// Notifications: the header's bell and its list (page float message:list, #message/list), the
// pop-ups of new ones, and the live push that brings them and the counts.
import { lazy } from 'react';
import type { UiModule } from '../modules/registry';
import { LivePushHost } from './LivePushHost';
import { MessageBell } from './MessageBell';
import { NotificationPopups } from './NotificationPopups';

export const notifications: UiModule = {
  name: 'notifications',
  floatRoutes: { message: 'list' },
  floats: [{ type: 'message', Component: lazy(() => import('./MessagePanel')) }],
  header: [{ key: 'bell', order: 60, Component: MessageBell, phone: 'header' }],
  hosts: [{ Component: NotificationPopups }, { Component: LivePushHost }],
};
