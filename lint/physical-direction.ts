/**
 * Class-name fragments that fix a physical side (left/right). The app must use logical utilities
 * (`ms-`, `pe-`, `start-`, `text-start`...) so right-to-left needs no special cases.
 */
export const physicalDirectionPattern =
  '(^|[\\s:"\'`])-?(ml|mr|pl|pr|left|right|text-left|text-right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr|float-left|float-right|clear-left|clear-right)(-|$|[\\s"\'`])';

export const physicalDirectionMessage =
  'Use logical start/end utilities (ms-, me-, ps-, pe-, start-, end-, text-start, text-end, border-s, rounded-s...) instead of physical left/right styling.';
