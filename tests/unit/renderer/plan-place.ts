/** A place of a plan's day as the plan's answer carries it, open all day, for the tests that build plans. */
export const planPlace = (where: { id: number; name: string; address: string; lat: number; lng: number }) => ({
  ...where,
  openTime: null,
  closeTime: null,
  breakStart: null,
  breakEnd: null,
  closedDays: [],
  image: null,
});
