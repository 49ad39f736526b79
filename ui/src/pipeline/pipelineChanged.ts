// A board's changes reach whatever counts records on the page through the core's signal.
export {
  RECORDS_CHANGED as PIPELINE_CHANGED, recordsChanged as pipelineChanged, useRecordsChangedTick as usePipelineTick,
} from '../stores/recordsChanged';
