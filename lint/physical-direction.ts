/**
 * Class names that fix a physical side (left/right). The app must use logical utilities (`ms-`,
 * `pe-`, `start-`, `text-start`...) so right-to-left needs no special cases. A utility either
 * takes a value (`ml-2`, `right-0`, `rounded-tl-lg`) or is one of the bare ones (`text-left`,
 * `border-r`, `float-left`), so the words "left" and "right" in prose do not match.
 */
const delimiter = '(^|[\\s:"\'`!])';
const end = '($|[\\s"\'`])';
const withValue =
  '-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-([\\w\\[]|$)';
const bare =
  '(text-left|text-right|float-left|float-right|clear-left|clear-right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br)' +
  end;

export const physicalDirectionPattern = `${delimiter}(${withValue}|${bare})`;

export const physicalDirectionMessage =
  'Use logical start/end utilities (ms-, me-, ps-, pe-, start-, end-, text-start, text-end, border-s, rounded-s...) instead of physical left/right styling.';
