/**
 * Every spec runs on desktop. A test or group given `onPhones` runs on the 390 px phone project too: what a couple
 * sees and touches differently on a phone (the mobile menu, sheets, touch, layouts that reflow, dialogs at phone
 * width) and each tool's main flow. The rest (stored data and sessions, validation, isolation between accounts,
 * downloads, page metadata, routing rules) does not depend on the viewport and runs once; the quality walk still
 * visits every route at 390 and 360 px with axe and an overflow check.
 */
export const onPhones = { tag: '@phone' };
