// The default site's builder B (Beaver-Builder-like) modules and their default settings
// (`data.records["sitetool.builder_b_modules"]`). A scenario's own list replaces it.

/** The settings every module has on its Advanced tab. */
const ADVANCED = { visibility_display: '', responsive_display: '', animation: '', id: '', class: '' };

const module = (slug: string, name: string, category: string, defaults: Record<string, unknown>) =>
  ({ slug, name, category, defaults: { type: slug, ...defaults, ...ADVANCED } });

const LINK = { link: '', link_target: '_self', link_nofollow: 'no' };

export const BUILDER_B_MODULES = [
  module('heading', 'Heading', 'Basic', { heading: '', tag: 'h2', ...LINK, color: '', align: 'left' }),
  module('rich-text', 'Text Editor', 'Basic', { text: '', color: '' }),
  module('photo', 'Photo', 'Basic', { photo_source: 'library', photo: '', photo_url: '', photo_src: '', crop: '', align: 'center', link_type: '', link_url: '', link_url_target: '_self', caption: '', show_caption: '0' }),
  module('button', 'Button', 'Basic', { text: 'Click Here', ...LINK, icon: '', icon_position: 'before', width: 'auto', align: 'left', bg_color: '', text_color: '' }),
  module('html', 'HTML', 'Basic', { html: '' }),
  module('icon', 'Icon', 'Basic', { icon: 'fas fa-star', ...LINK, text: '', size: '30', align: 'left' }),
  module('separator', 'Separator', 'Basic', { color: 'cccccc', height: '1', width: '100', align: 'center', style: 'solid' }),
  module('video', 'Video', 'Basic', { video_type: 'media_library', video: '', embed_code: '', autoplay: '0', loop: '0', mute: '0' }),
  module('callout', 'Callout', 'Media', { title: '', text: '', image_type: 'photo', photo: '', icon: '', cta_type: 'none', cta_text: 'Read More', ...LINK }),
  module('cta', 'Call to Action', 'Actions', { title: 'Ready to find out more?', text: 'Drumstick pork chop prosciutto tri-tip brisket.', layout: 'inline', btn_text: 'Click Here', btn_link: '', btn_link_target: '_self' }),
  module('icon-group', 'Icon Group', 'Media', { icons: [], size: '30', spacing: '10', align: 'center' }),
  module('list', 'List', 'Info', { list_items: [], list_type: 'ul', heading_tag: 'h3' }),
  module('numbers', 'Number Counter', 'Info', { layout: 'default', number_type: 'percent', number: '100', max_number: '', before_number_text: '', after_number_text: '', animation_speed: '1' }),
  module('sidebar', 'Sidebar', 'Layout', { sidebar: 'sidebar-1' }),
  module('slideshow', 'Slideshow', 'Media', { source: 'wordpress', photos: [], speed: '3', transition: 'fade', height: '500' }),
  module('map', 'Map', 'Media', { address: '1600 Amphitheatre Parkway Mountain View, CA 94043', height: '400' }),
  module('menu', 'Menu', 'Actions', { menu: '', menu_layout: 'horizontal', mobile_toggle: 'hamburger' }),
  module('post-grid', 'Posts', 'Posts', { layout: 'grid', post_type: 'post', posts_per_page: '10', order_by: 'date', order: 'DESC', show_image: '1', show_author: '1', show_date: '1' }),
  module('testimonials', 'Testimonials', 'Info', { layout: 'wide', testimonials: [], auto_play: '1', pause: '4', transition: 'slide' }),
  module('contact-form', 'Contact Form', 'Actions', { mailto_email: '', name_toggle: 'show', subject_toggle: 'hide', email_toggle: 'show', phone_toggle: 'hide', btn_text: 'Send', success_action: 'show_message', success_message: 'Message Sent!' }),
  module('subscribe-form', 'Subscribe Form', 'Actions', { service: '', layout: 'stacked', show_name: 'show', btn_text: 'Subscribe!', success_action: 'message' }),
  module('pricing-table', 'Pricing Table', 'Info', { pricing_columns: [], highlight: 'price', border_radius: 'rounded' }),
  module('accordion', 'Accordion', 'Layout', { items: [], collapse: '1', open_first: '0', label_size: 'small' }),
  module('tabs', 'Tabs', 'Layout', { items: [], layout: 'horizontal' }),
  module('audio', 'Audio', 'Media', { audio_type: 'media_library', audios: [], link: '', autoplay: '0', loop: '0' }),
  module('gallery', 'Gallery', 'Media', { layout: 'collage', source: 'wordpress', photos: [], photo_size: 'medium', click_action: 'lightbox' }),
  module('countdown', 'Countdown', 'Info', { date: '', time: '', layout: 'default', show_labels: '1' }),
  module('social-buttons', 'Social Buttons', 'Actions', { url_type: 'current', show_facebook: '1', show_twitter: '1', align: 'left' }),
];
