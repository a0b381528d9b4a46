import { createPresetsResource } from './presets-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import {
  samplePresetFieldWithValueList,
  samplePresetGroup,
  samplePresetGroupList,
  samplePresetList,
  samplePresetWithValuesList,
} from './testing/sample-answers.ts';

const saved = { name: 'My car', values: { plate: 'ABC 123' }, isDefault: true };

describeResourceCalls('presets resource', createPresetsResource, [
  {
    name: 'values',
    call: (presets) => presets.values('preset-1'),
    method: 'GET',
    path: '/api/app/presets/values',
    query: [['presetId', 'preset-1']],
    answer: samplePresetGroupList,
    requiredField: 'items.0.isDefault',
  },
  {
    name: 'presetsWithValues',
    call: (presets) => presets.presetsWithValues(),
    method: 'GET',
    path: '/api/app/presets/presets-with-values/',
    answer: samplePresetWithValuesList,
    requiredField: 'items.0.groups',
  },
  {
    name: 'list',
    call: (presets) => presets.list(),
    method: 'GET',
    path: '/api/app/presets/presets-list',
    answer: samplePresetList,
    requiredField: 'items.0.fields',
  },
  {
    name: 'fieldsWithValues',
    call: (presets) => presets.fieldsWithValues('preset-1'),
    method: 'GET',
    path: '/api/app/presets/preset-fields-with-values',
    query: [['presetId', 'preset-1']],
    answer: samplePresetFieldWithValueList,
    requiredField: 'items.0.value',
  },
  {
    name: 'addValues',
    call: (presets) => presets.addValues('preset-1', saved),
    method: 'POST',
    path: '/api/app/presets/value',
    query: [['presetId', 'preset-1']],
    body: { kind: 'json', value: saved },
    answer: samplePresetGroup,
    requiredField: 'values',
  },
  {
    name: 'updateValues',
    call: (presets) => presets.updateValues('group-1', { values: { plate: 'XYZ 9' } }),
    method: 'PUT',
    path: '/api/app/presets/values/group-1',
    body: { kind: 'json', value: { values: { plate: 'XYZ 9' } } },
    answer: { ...samplePresetGroup, values: { plate: 'XYZ 9' } },
    requiredField: 'presetId',
  },
  {
    name: 'setDefaultGroup',
    call: (presets) => presets.setDefaultGroup('group-1'),
    method: 'POST',
    path: '/api/app/presets/set-default-group/group-1',
    answer: samplePresetGroup,
    requiredField: 'isDefault',
  },
  {
    name: 'deleteGroup',
    call: (presets) => presets.deleteGroup('group-1'),
    method: 'DELETE',
    path: '/api/app/presets/group-1',
  },
]);
