// Arguments of POST /cms/v2/media/{id}/edit (get_edit_media_item_args() of WordPress 6.1's attachments
// controller): the image's URL, then either `modifiers` or the deprecated rotation and crop percentages.
import { int, num, required, str } from '../define.js';
import type { ArgSchema, Args } from '../../model/catalogue.js';

const percent = (description: string): ArgSchema => num(`${description} DEPRECATED: Use \`modifiers\` instead.`, { minimum: 0, maximum: 100 });

const rotation: ArgSchema = {
  title: 'Rotation',
  properties: {
    type: { description: 'Rotation type.', type: 'string', enum: ['rotate'] },
    args: {
      description: 'Rotation arguments.',
      type: 'object',
      required: ['angle'],
      properties: { angle: { description: 'Angle to rotate clockwise in degrees.', type: 'number' } },
    },
  },
};

const crop: ArgSchema = {
  title: 'Crop',
  properties: {
    type: { description: 'Crop type.', type: 'string', enum: ['crop'] },
    args: {
      description: 'Crop arguments.',
      type: 'object',
      required: ['left', 'top', 'width', 'height'],
      properties: {
        left: { description: 'Horizontal position from the left to begin the crop as a percentage of the image width.', type: 'number' },
        top: { description: 'Vertical position from the top to begin the crop as a percentage of the image height.', type: 'number' },
        width: { description: 'Width of the crop as a percentage of the image width.', type: 'number' },
        height: { description: 'Height of the crop as a percentage of the image height.', type: 'number' },
      },
    },
  },
};

export const mediaEditArgs: Args = {
  src: required(str('URL to the edited image file.', { format: 'uri' })),
  modifiers: {
    description: 'Array of image edits.',
    type: 'array',
    minItems: 1,
    items: { description: 'Image edit.', type: 'object', required: ['type', 'args'], oneOf: [rotation, crop] },
  },
  rotation: int('The amount to rotate the image clockwise in degrees. DEPRECATED: Use `modifiers` instead.', {
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 360,
    exclusiveMaximum: true,
  }),
  x: percent('As a percentage of the image, the x position to start the crop from.'),
  y: percent('As a percentage of the image, the y position to start the crop from.'),
  width: percent('As a percentage of the image, the width to crop the image to.'),
  height: percent('As a percentage of the image, the height to crop the image to.'),
};

export const mediaPostProcessArgs: Args = {
  id: int('Unique identifier for the attachment.'),
  action: required(str(undefined, { enum: ['create-image-subsizes'] })),
};
