// The demo firm's calendar page: upcoming events and the month (Calendar widget), the links people
// look for around events (Quick Links) and world clocks for cross-office calls (Page Viewer snippet).
import type { SiteNode } from './site-types.ts';

const QUICK_LINKS = [
  {
    id: 'people',
    title: 'Find a colleague',
    description: 'The directory of partners and staff, with their offices.',
    href: '_members',
    text: 'Open',
    target: '_self',
  },
  {
    id: 'offices',
    title: 'Our offices',
    description: 'Addresses and local contacts for visits and offsites.',
    href: '/directory/locations',
    text: 'See offices',
    target: '_self',
  },
  {
    id: 'travel',
    title: 'Book travel',
    description: 'The firm’s travel desk for offsites and training trips.',
    href: 'https://travel.example.com',
    text: 'Travel desk',
    target: '_blank',
  },
  {
    id: 'events-team',
    title: 'Events team',
    description: 'Questions about an event, a room or catering.',
    href: 'mailto:events@example.com',
    text: 'Email',
    target: '_self',
  },
];

/** A snippet with a script, as an admin would paste it: it runs in the viewer's sandbox frame. */
const WORLD_CLOCKS = `<style>
  .clocks { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; }
  .clock { border: 1px solid #d6dde8; border-radius: 8px; padding: 8px 12px; }
  .clock b { display: block; color: #1b2a4a; }
  .clock span { font-size: 20px; font-variant-numeric: tabular-nums; }
</style>
<div class="clocks" id="clocks"></div>
<script>
  var zones = [['London', 'Europe/London'], ['New York', 'America/New_York'], ['Zurich', 'Europe/Zurich'], ['Singapore', 'Asia/Singapore'], ['San Francisco', 'America/Los_Angeles']];
  function draw() {
    document.getElementById('clocks').innerHTML = zones.map(function (z) {
      var time = new Date().toLocaleTimeString('en-GB', { timeZone: z[1], hour: '2-digit', minute: '2-digit' });
      return '<div class="clock"><b>' + z[0] + '</b><span>' + time + '</span></div>';
    }).join('');
  }
  draw();
  setInterval(draw, 30000);
</script>`;

export function firmCalendarPage(): SiteNode {
  return {
    title: 'Firm calendar',
    path: 'calendar',
    metaDescription: 'Offsites, training, office closures and deadlines across the firm.',
    sections: [
      {
        kind: 'component',
        title: 'Upcoming events',
        componentType: 'calendar',
        width: 6,
        attributes: [
          { Name: 'view', Value: 'list' },
          { Name: 'limitEvents', Value: '8' },
        ],
      },
      {
        kind: 'component',
        title: 'Quick links',
        componentType: 'quick-links',
        width: 6,
        attributes: [{ Name: 'items', Value: JSON.stringify(QUICK_LINKS) }],
      },
      {
        kind: 'component',
        title: 'This month',
        componentType: 'calendar',
        width: 12,
        attributes: [
          { Name: 'view', Value: 'calendar' },
          { Name: 'limitMonths', Value: '6' },
        ],
      },
      {
        kind: 'component',
        title: 'Office times',
        componentType: 'viewer',
        width: 12,
        attributes: [
          { Name: 'viewerRbtn', Value: 'embed' },
          { Name: 'embed', Value: WORLD_CLOCKS },
        ],
      },
    ],
  };
}
