/**
 * The user page's Devices, ID verification and Promocodes tabs (features/users/userPage), in
 * en.ts `userPage`. Worded as before.
 */
export const enUserTabs = {
  devices: {
    rooted: 'Rooted',
    rootedAllowed: 'Rooted allowed',
    blocked: 'Blocked',
    notRooted: 'Not rooted',
    current: 'Current device',
    system: 'System',
    blockedByDevice: 'Blocked by device',
    yes: 'Yes',
    no: 'No',
    history: 'Device history',
    none: 'No devices recorded',
    deviceId: 'Device ID',
    currentMark: ' (current)',
    flags: 'Flags',
    others: 'Other accounts on these devices',
    othersError: 'Could not load related accounts',
    noOthers: 'No other accounts use these devices',
    name: 'Name',
    phone: 'Phone',
    status: 'Status',
    shared: 'Shared devices',
  },
  idVerification: {
    none: 'No ID verification sent',
    noneText: 'This user has not sent their national ID.',
    status: 'Status',
    skipped: 'Skipped',
    nationalId: 'National ID',
    sent: 'Sent',
    verification: 'Verification',
    open: 'Open verification',
  },
  promocodes: {
    loadError: 'Could not load the used promocodes',
    none: 'No promocodes used',
    type: { percentage: 'Percentage', specificValue: 'Specific value', freeTrips: 'Free trips' },
    code: 'Code',
    typeColumn: 'Type',
    usedOn: 'Used on',
    discount: 'Discount (EGP)',
    date: 'Date',
  },
};
