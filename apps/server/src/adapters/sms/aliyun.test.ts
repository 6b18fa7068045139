import { describe, expect, it } from 'vitest';
import { aliyunPercentEncode, aliyunRpcSignature } from './aliyun.ts';

describe('Aliyun RPC signature v1', () => {
  it('percent-encodes by Aliyun rules', () => {
    expect(aliyunPercentEncode('a b*c~d+e/f')).toBe('a%20b%2Ac~d%2Be%2Ff');
    expect(aliyunPercentEncode("!'()")).toBe('%21%27%28%29');
    expect(aliyunPercentEncode('阿')).toBe('%E9%98%BF');
  });

  it("matches Aliyun's documented SendSms example", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("matches Aliyun's documented RPC (ECS DescribeRegions) example", () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(aliyunRpcSignature(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});
