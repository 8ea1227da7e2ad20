// The default site's builder A (Elementor-like) registry: its structural elements and free widgets with their
// controls (`data.records["sitetool.builder_a_widgets"]`), and the props of atomic style variants
// (`data.records["sitetool.builder_a_style_props"]`). A scenario's own lists replace these.

interface Control {
  name: string;
  type: string;
  default?: unknown;
  responsive?: true;
  options?: string[];
}

const ctl = (name: string, type: string, extra: Omit<Control, 'name' | 'type'> = {}): Control => ({ name, type, ...extra });
const ALIGN = ['left', 'center', 'right', 'justify'];
const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p'];
const SIZES = ['thumbnail', 'medium', 'medium_large', 'large', 'full', 'custom'];
const VIEWS = ['default', 'stacked', 'framed'];

function widget(slug: string, title: string, categories: string[], controls: Control[], kind: 'widget' | 'element' = 'widget') {
  return { slug, title, categories, kind, is_pro: false, atomic: false, controls };
}

export const BUILDER_A_WIDGETS = [
  widget(
    'container',
    'Container',
    ['layout'],
    [
      ctl('content_width', 'select', { default: 'boxed', options: ['boxed', 'full'] }),
      ctl('boxed_width', 'slider', { default: { unit: 'px', size: 1140 }, responsive: true }),
      ctl('flex_direction', 'choose', { default: 'column', responsive: true, options: ['row', 'column', 'row-reverse', 'column-reverse'] }),
      ctl('flex_justify_content', 'choose', {
        responsive: true,
        options: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
      }),
      ctl('flex_align_items', 'choose', { responsive: true, options: ['flex-start', 'center', 'flex-end', 'stretch'] }),
      ctl('flex_gap', 'gaps', { default: { column: '20', row: '20', unit: 'px' }, responsive: true }),
      ctl('min_height', 'slider', { responsive: true }),
      ctl('html_tag', 'select', { default: 'div', options: ['div', 'header', 'footer', 'main', 'article', 'section', 'aside', 'nav', 'a'] }),
      ctl('padding', 'dimensions', { responsive: true }),
    ],
    'element',
  ),
  widget(
    'section',
    'Section',
    ['layout'],
    [
      ctl('layout', 'select', { default: 'boxed', options: ['boxed', 'full_width'] }),
      ctl('content_width', 'slider', { responsive: true }),
      ctl('gap', 'select', { default: 'default', options: ['default', 'no', 'narrow', 'extended', 'wide', 'wider', 'custom'] }),
      ctl('height', 'select', { default: 'default', options: ['default', 'full', 'min-height'] }),
      ctl('column_position', 'select', { default: 'middle', options: ['stretch', 'top', 'middle', 'bottom'] }),
      ctl('html_tag', 'select', { default: '', options: ['', 'header', 'main', 'footer', 'article', 'section', 'aside', 'nav', 'div'] }),
    ],
    'element',
  ),
  widget(
    'column',
    'Column',
    ['layout'],
    [
      ctl('_column_size', 'hidden', { default: 100 }),
      ctl('_inline_size', 'number', { responsive: true }),
      ctl('content_position', 'select', { default: '', options: ['', 'top', 'center', 'bottom', 'space-between', 'space-around', 'space-evenly'] }),
      ctl('space_between_widgets', 'number', { responsive: true }),
    ],
    'element',
  ),
  widget(
    'heading',
    'Heading',
    ['basic'],
    [
      ctl('title', 'textarea', { default: 'Add Your Heading Text Here' }),
      ctl('link', 'url'),
      ctl('size', 'select', { default: 'default', options: ['default', 'small', 'medium', 'large', 'xl', 'xxl'] }),
      ctl('header_size', 'select', { default: 'h2', options: TAGS }),
      ctl('align', 'choose', { responsive: true, options: ALIGN }),
      ctl('title_color', 'color'),
      ctl('blend_mode', 'select', {
        default: '',
        options: [
          '',
          'multiply',
          'screen',
          'overlay',
          'darken',
          'lighten',
          'color-dodge',
          'saturation',
          'color',
          'difference',
          'exclusion',
          'hue',
          'luminosity',
        ],
      }),
    ],
  ),
  widget(
    'image',
    'Image',
    ['basic'],
    [
      ctl('image', 'media', { default: { url: 'placeholder.png', id: '' } }),
      ctl('image_size', 'select', { default: 'large', options: SIZES }),
      ctl('align', 'choose', { responsive: true, options: ['left', 'center', 'right'] }),
      ctl('caption_source', 'select', { default: 'none', options: ['none', 'attachment', 'custom'] }),
      ctl('caption', 'text'),
      ctl('link_to', 'select', { default: 'none', options: ['none', 'file', 'custom'] }),
      ctl('link', 'url'),
      ctl('open_lightbox', 'select', { default: 'default', options: ['default', 'yes', 'no'] }),
      ctl('width', 'slider', { responsive: true }),
      ctl('opacity', 'slider'),
    ],
  ),
  widget(
    'text-editor',
    'Text Editor',
    ['basic'],
    [
      ctl('editor', 'wysiwyg', {
        default: '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.</p>',
      }),
      ctl('drop_cap', 'switcher', { default: '' }),
      ctl('text_columns', 'select', { default: '', responsive: true, options: ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] }),
      ctl('column_gap', 'slider', { responsive: true }),
      ctl('align', 'choose', { responsive: true, options: ALIGN }),
      ctl('text_color', 'color'),
    ],
  ),
  widget(
    'video',
    'Video',
    ['basic'],
    [
      ctl('video_type', 'select', { default: 'youtube', options: ['youtube', 'vimeo', 'dailymotion', 'videopress', 'hosted'] }),
      ctl('youtube_url', 'text', { default: 'https://www.youtube.com/watch?v=XHOmBV4js_E' }),
      ctl('vimeo_url', 'text', { default: 'https://vimeo.com/235215203' }),
      ctl('autoplay', 'switcher', { default: '' }),
      ctl('mute', 'switcher', { default: '' }),
      ctl('loop', 'switcher', { default: '' }),
      ctl('controls', 'switcher', { default: 'yes' }),
      ctl('aspect_ratio', 'select', { default: '169', options: ['169', '219', '43', '32', '11', '916'] }),
    ],
  ),
  widget(
    'button',
    'Button',
    ['basic'],
    [
      ctl('button_type', 'select', { default: '', options: ['', 'info', 'success', 'warning', 'danger'] }),
      ctl('text', 'text', { default: 'Click here' }),
      ctl('link', 'url', { default: { url: '#' } }),
      ctl('align', 'choose', { responsive: true, options: ALIGN }),
      ctl('size', 'select', { default: 'sm', options: ['xs', 'sm', 'md', 'lg', 'xl'] }),
      ctl('selected_icon', 'icons'),
      ctl('icon_align', 'select', { default: 'left', options: ['left', 'right'] }),
      ctl('button_text_color', 'color'),
      ctl('background_color', 'color'),
      ctl('border_radius', 'dimensions', { responsive: true }),
      ctl('text_padding', 'dimensions', { responsive: true }),
    ],
  ),
  widget(
    'divider',
    'Divider',
    ['basic'],
    [
      ctl('style', 'select', { default: 'solid', options: ['solid', 'double', 'dotted', 'dashed'] }),
      ctl('width', 'slider', { responsive: true }),
      ctl('align', 'choose', { responsive: true, options: ['left', 'center', 'right'] }),
      ctl('color', 'color'),
      ctl('weight', 'slider'),
      ctl('gap', 'slider', { responsive: true }),
    ],
  ),
  widget('spacer', 'Spacer', ['basic'], [ctl('space', 'slider', { default: { unit: 'px', size: 50 }, responsive: true })]),
  widget(
    'google_maps',
    'Google Maps',
    ['basic'],
    [
      ctl('address', 'text', { default: 'London Eye, London, United Kingdom' }),
      ctl('zoom', 'slider', { default: { unit: 'px', size: 10 } }),
      ctl('height', 'slider', { responsive: true }),
    ],
  ),
  widget(
    'icon',
    'Icon',
    ['basic'],
    [
      ctl('selected_icon', 'icons', { default: { value: 'fas fa-star', library: 'fa-solid' } }),
      ctl('view', 'select', { default: 'default', options: VIEWS }),
      ctl('shape', 'select', { default: 'circle', options: ['circle', 'square'] }),
      ctl('link', 'url'),
      ctl('align', 'choose', { responsive: true, options: ['left', 'center', 'right'] }),
      ctl('primary_color', 'color'),
      ctl('size', 'slider', { responsive: true }),
    ],
  ),
  widget(
    'image-box',
    'Image Box',
    ['general'],
    [
      ctl('image', 'media'),
      ctl('title_text', 'text', { default: 'This is the heading' }),
      ctl('description_text', 'textarea', { default: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' }),
      ctl('link', 'url'),
      ctl('position', 'choose', { default: 'top', responsive: true, options: ['left', 'top', 'right'] }),
      ctl('title_size', 'select', { default: 'h3', options: TAGS }),
    ],
  ),
  widget(
    'icon-box',
    'Icon Box',
    ['general'],
    [
      ctl('selected_icon', 'icons', { default: { value: 'fas fa-star', library: 'fa-solid' } }),
      ctl('view', 'select', { default: 'default', options: VIEWS }),
      ctl('title_text', 'text', { default: 'This is the heading' }),
      ctl('description_text', 'textarea', { default: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' }),
      ctl('link', 'url'),
      ctl('position', 'choose', { default: 'top', responsive: true, options: ['left', 'top', 'right'] }),
      ctl('title_size', 'select', { default: 'h3', options: TAGS }),
    ],
  ),
  widget(
    'star-rating',
    'Star Rating',
    ['general'],
    [
      ctl('rating_scale', 'select', { default: '5', options: ['5', '10'] }),
      ctl('rating', 'number', { default: 5 }),
      ctl('star_style', 'select', { default: 'star_fontawesome', options: ['star_fontawesome', 'star_unicode'] }),
      ctl('title', 'text'),
    ],
  ),
  widget(
    'image-carousel',
    'Image Carousel',
    ['general'],
    [
      ctl('carousel', 'gallery', { default: [] }),
      ctl('slides_to_show', 'select', { responsive: true, options: ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] }),
      ctl('navigation', 'select', { default: 'both', options: ['both', 'arrows', 'dots', 'none'] }),
      ctl('autoplay', 'select', { default: 'yes', options: ['yes', 'no'] }),
    ],
  ),
  widget(
    'image-gallery',
    'Basic Gallery',
    ['general'],
    [
      ctl('wp_gallery', 'gallery', { default: [] }),
      ctl('gallery_columns', 'select', { default: '4', responsive: true, options: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] }),
      ctl('gallery_link', 'select', { default: 'file', options: ['file', 'attachment', 'none'] }),
    ],
  ),
  widget(
    'icon-list',
    'Icon List',
    ['general'],
    [
      ctl('view', 'choose', { default: 'traditional', options: ['traditional', 'inline'] }),
      ctl('icon_list', 'repeater', { default: [{ text: 'List Item #1' }, { text: 'List Item #2' }, { text: 'List Item #3' }] }),
      ctl('space_between', 'slider', { responsive: true }),
      ctl('icon_color', 'color'),
      ctl('text_color', 'color'),
    ],
  ),
  widget(
    'counter',
    'Counter',
    ['general'],
    [
      ctl('starting_number', 'number', { default: 0 }),
      ctl('ending_number', 'number', { default: 100 }),
      ctl('prefix', 'text'),
      ctl('suffix', 'text'),
      ctl('duration', 'number', { default: 2000 }),
      ctl('title', 'text', { default: 'Cool Number' }),
    ],
  ),
  widget(
    'progress',
    'Progress Bar',
    ['general'],
    [
      ctl('title', 'text', { default: 'My Skill' }),
      ctl('progress_type', 'select', { default: '', options: ['', 'info', 'success', 'warning', 'danger'] }),
      ctl('percent', 'slider', { default: { unit: '%', size: 50 } }),
      ctl('display_percentage', 'switcher', { default: 'show' }),
      ctl('inner_text', 'text', { default: 'Web Designer' }),
    ],
  ),
  widget(
    'testimonial',
    'Testimonial',
    ['general'],
    [
      ctl('testimonial_content', 'textarea', { default: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' }),
      ctl('testimonial_image', 'media'),
      ctl('testimonial_name', 'text', { default: 'John Doe' }),
      ctl('testimonial_job', 'text', { default: 'Designer' }),
      ctl('testimonial_alignment', 'choose', { default: 'center', options: ['left', 'center', 'right'] }),
    ],
  ),
  widget(
    'tabs',
    'Tabs',
    ['general'],
    [
      ctl('tabs', 'repeater', {
        default: [
          { tab_title: 'Tab #1', tab_content: 'Tab content' },
          { tab_title: 'Tab #2', tab_content: 'Tab content' },
        ],
      }),
      ctl('type', 'select', { default: 'horizontal', options: ['horizontal', 'vertical'] }),
      ctl('tabs_align_horizontal', 'choose', { options: ['', 'center', 'end', 'stretch'] }),
    ],
  ),
  widget(
    'accordion',
    'Accordion',
    ['general'],
    [
      ctl('tabs', 'repeater', {
        default: [
          { tab_title: 'Accordion #1', tab_content: 'Accordion content' },
          { tab_title: 'Accordion #2', tab_content: 'Accordion content' },
        ],
      }),
      ctl('selected_icon', 'icons'),
      ctl('title_html_tag', 'select', { default: 'div', options: TAGS }),
      ctl('faq_schema', 'switcher', { default: '' }),
    ],
  ),
  widget(
    'toggle',
    'Toggle',
    ['general'],
    [
      ctl('tabs', 'repeater', { default: [{ tab_title: 'Toggle #1', tab_content: 'Toggle content' }] }),
      ctl('title_html_tag', 'select', { default: 'div', options: TAGS }),
    ],
  ),
  widget(
    'social-icons',
    'Social Icons',
    ['general'],
    [
      ctl('social_icon_list', 'repeater', {
        default: [{ social_icon: { value: 'fab fa-facebook', library: 'fa-brands' } }, { social_icon: { value: 'fab fa-x-twitter', library: 'fa-brands' } }],
      }),
      ctl('shape', 'select', { default: 'rounded', options: ['rounded', 'square', 'circle'] }),
      ctl('columns', 'select', { default: '0', responsive: true, options: ['0', '1', '2', '3', '4', '5', '6'] }),
      ctl('align', 'choose', { responsive: true, options: ['left', 'center', 'right'] }),
    ],
  ),
  widget(
    'alert',
    'Alert',
    ['general'],
    [
      ctl('alert_type', 'select', { default: 'info', options: ['info', 'success', 'warning', 'danger'] }),
      ctl('alert_title', 'text', { default: 'This is an Alert' }),
      ctl('alert_description', 'textarea', { default: 'I am a description. Click the edit button to change this text.' }),
      ctl('show_dismiss', 'select', { default: 'show', options: ['show', 'hide'] }),
    ],
  ),
  widget('html', 'HTML', ['general'], [ctl('html', 'code', { default: '' })]),
  widget('shortcode', 'Shortcode', ['general'], [ctl('shortcode', 'textarea', { default: '' })]),
  widget('menu-anchor', 'Menu Anchor', ['general'], [ctl('anchor', 'text')]),
  widget('read-more', 'Read More', ['wordpress'], [ctl('link_text', 'text', { default: 'Continue reading' })]),
  widget('sidebar', 'Sidebar', ['general'], [ctl('sidebar', 'select', { default: '', options: ['', 'sidebar-1'] })]),
];

const prop = (name: string, type: string, kind: 'plain' | 'object', options?: string[]) => ({ name, type, kind, ...(options ? { options } : {}) });
const SIZE = (name: string) => prop(name, 'size', 'object');

export const BUILDER_A_STYLE_PROPS = [
  prop('color', 'color', 'plain'),
  prop('background', 'background', 'object'),
  prop('font-family', 'string', 'plain'),
  SIZE('font-size'),
  prop('font-weight', 'string', 'plain', ['100', '200', '300', '400', '500', '600', '700', '800', '900', 'normal', 'bold']),
  prop('font-style', 'string', 'plain', ['normal', 'italic', 'oblique']),
  SIZE('line-height'),
  SIZE('letter-spacing'),
  SIZE('word-spacing'),
  prop('text-align', 'string', 'plain', ['start', 'center', 'end', 'justify']),
  prop('text-transform', 'string', 'plain', ['none', 'capitalize', 'uppercase', 'lowercase']),
  prop('text-decoration', 'string', 'plain', ['none', 'underline', 'line-through', 'overline']),
  prop('direction', 'string', 'plain', ['ltr', 'rtl']),
  prop('stroke', 'stroke', 'object'),
  prop('display', 'string', 'plain', ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'none']),
  prop('flex-direction', 'string', 'plain', ['row', 'row-reverse', 'column', 'column-reverse']),
  prop('flex-wrap', 'string', 'plain', ['nowrap', 'wrap', 'wrap-reverse']),
  prop('justify-content', 'string', 'plain', ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly']),
  prop('align-items', 'string', 'plain', ['stretch', 'flex-start', 'center', 'flex-end', 'baseline']),
  prop('align-self', 'string', 'plain', ['auto', 'stretch', 'flex-start', 'center', 'flex-end', 'baseline']),
  prop('gap', 'layout-direction', 'object'),
  prop('flex', 'flex', 'object'),
  prop('order', 'number', 'plain'),
  SIZE('width'),
  SIZE('height'),
  SIZE('min-width'),
  SIZE('min-height'),
  SIZE('max-width'),
  SIZE('max-height'),
  prop('overflow', 'string', 'plain', ['visible', 'hidden', 'auto']),
  prop('aspect-ratio', 'string', 'plain'),
  prop('object-fit', 'string', 'plain', ['fill', 'cover', 'contain', 'none', 'scale-down']),
  prop('padding', 'dimensions', 'object'),
  prop('margin', 'dimensions', 'object'),
  prop('border-radius', 'border-radius', 'object'),
  prop('border-width', 'border-width', 'object'),
  prop('border-color', 'color', 'plain'),
  prop('border-style', 'string', 'plain', ['none', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset']),
  prop('box-shadow', 'box-shadow', 'object'),
  SIZE('opacity'),
  prop('position', 'string', 'plain', ['static', 'relative', 'absolute', 'fixed', 'sticky']),
  SIZE('inset-block-start'),
  SIZE('inset-inline-end'),
  SIZE('inset-block-end'),
  SIZE('inset-inline-start'),
  prop('z-index', 'number', 'plain'),
  prop('transform', 'transform', 'object'),
  prop('transition', 'transition', 'object'),
  prop('filter', 'filter', 'object'),
  prop('backdrop-filter', 'backdrop-filter', 'object'),
];
