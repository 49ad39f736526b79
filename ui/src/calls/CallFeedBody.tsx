import type { FeedCellProps } from '../modules/registry';
import { TelephoneCell, type TelephoneRecord } from './TelephoneCell';

/** A call's feed cell body: the cell of the item's call record. */
export default function CallFeedBody({ target }: FeedCellProps) {
  return <TelephoneCell record={target as unknown as TelephoneRecord} />;
}
