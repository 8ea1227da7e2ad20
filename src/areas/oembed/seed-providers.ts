// The default site's recorded third-party embeds (`data.records["oembed.providers"]`): what `oembed/1.0/proxy` answers
// for URLs of other sites, since the mock never asks the live internet. Each entry is a URL (`*` matches any run of
// characters) and the oEmbed data its provider answered. A scenario's own list replaces these.

const YOUTUBE_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

export const OEMBED_PROVIDERS = [
  {
    url: 'https://www.youtube.com/watch?v=M0ck5iteD3m*',
    embed: {
      title: 'mock-site: record and replay in two minutes',
      author_name: 'mock-site',
      author_url: 'https://www.youtube.com/@mock-site',
      type: 'video',
      height: 338,
      width: 600,
      version: '1.0',
      provider_name: 'YouTube',
      provider_url: 'https://www.youtube.com/',
      thumbnail_height: 360,
      thumbnail_width: 480,
      thumbnail_url: 'https://i.ytimg.com/vi/M0ck5iteD3m/hqdefault.jpg',
      html: `<iframe width="600" height="338" src="https://www.youtube.com/embed/M0ck5iteD3m?feature=oembed" frameborder="0" allow="${YOUTUBE_ALLOW}" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="mock-site: record and replay in two minutes"></iframe>`,
    },
  },
  {
    url: 'https://vimeo.com/900000001',
    embed: {
      type: 'video',
      version: '1.0',
      provider_name: 'Vimeo',
      provider_url: 'https://vimeo.com/',
      title: 'A walk through the mock office',
      author_name: 'Mock Studio',
      author_url: 'https://vimeo.com/mockstudio',
      is_plus: '0',
      account_type: 'basic',
      html: '<iframe src="https://player.vimeo.com/video/900000001?app_id=122963" width="600" height="338" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="A walk through the mock office"></iframe>',
      width: 600,
      height: 338,
      duration: 94,
      description: 'Two minutes in the office where the mock site is built.',
      thumbnail_url: 'https://i.vimeocdn.com/video/900000001-d_295x166',
      thumbnail_width: 295,
      thumbnail_height: 166,
      upload_date: '2026-01-05 10:12:44',
      video_id: 900000001,
    },
  },
];
