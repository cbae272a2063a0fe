# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout58_credentials.yaml and heldout58_lookalikes.yaml: held-out batch 58.

Persona: a DevOps engineer at a cross-border e-commerce company in Hangzhou who keeps
notes in Simplified Chinese (about 60 %) and English. The credential notes hold the keys
such a person handles: Alibaba Cloud AccessKeys (LTAI...) and STS tokens, Tencent Cloud
SecretId/SecretKey, WeChat Official Account and mini-program AppSecrets, WeChat Pay and
Alipay merchant keys, DingTalk / Feishu / WeCom robot webhooks and sign secrets, Gitee and
GitLab tokens, Harbor, Nacos, MySQL, Redis, MongoDB and Jenkins passwords, SSH key
passphrases, the VPN, the company mailbox, and personal Alipay and bank logins. The
look-alikes are the identifiers around them: ECS instance, security group and VPC ids, OSS
paths, request and trace ids, public WeChat AppIDs and openids, mini-program paths, ICP
filing numbers, order numbers, SKU codes, commit hashes, image digests, pod names, Nacos
data ids, references that only name a secret, masked values and placeholders.

The batch was written blind: without reading the detector, its rules or its tests. Every
value is synthetic and drawn at run time from the `secrets` module, in the shape of the
real format; hosts sit under `.example`, `.internal`, `.test` or `acme`.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    kube_key_data,
    luhn,
    mac,
    openssh_private,
    pick,
    pod_name,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

LOWNUM = LOWER + DIGITS
WORDS = ["hangzhou", "xihu", "zhangwei", "lihua", "taobao", "acme", "qiantang", "jiayou",
         "chenlei", "wangfang", "liuyang", "xiaoming", "yunwei", "binjiang", "longjing", "shop"]


def hpw() -> str:
    """A password a person here would choose, or one a manager generated."""
    word = secrets.choice(WORDS)
    year = pick("2019", "2020", "2021", "2022", "2023", "2024", "1988", "1991", "1994", "520", "1314", "888")
    sym = pick("@", "#", "!", "_", ".", "$")
    return pick(
        f"{word.capitalize()}{sym}{year}{digits(2)}",
        f"{word}{year}{sym}{rnd(UPPER, 1)}{digits(3)}",
        f"{secrets.choice(WORDS).capitalize()}{sym}{word.capitalize()}{digits(3)}",
        rnd(ALNUM + "!@#$%^&*", 16),
        rnd(ALNUM, 20),
    )


def ali_ak() -> str:
    return pick("LTAI5t", "LTAI4G", "LTAI5t") + rnd(ALNUM, 18)


def ali_sk() -> str:
    return rnd(ALNUM, 30)


def ali_uid() -> str:
    return "1" + digits(15)


def phone() -> str:
    return "1" + pick("3", "5", "7", "8", "9") + digits(9)


def rid(prefix: str, n: int = 17) -> str:
    """An Alibaba Cloud resource id in Hangzhou: i-bp1..., sg-bp1..., vpc-bp1..."""
    return f"{prefix}-bp1{rnd(LOWNUM, n)}"


def wx_appid() -> str:
    return "wx" + hexs(16)


def openid() -> str:
    return "o" + rnd(URLSAFE, 27)


def order_no() -> str:
    return f"2024{pick('05', '06', '07', '08')}{secrets.randbelow(28) + 1:02d}{digits(12)}"


def pay_key() -> str:
    """A private key as the Alipay and WeChat Pay consoles hand it out: one base64 line."""
    return "MIIEv" + pick("QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", "gIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ") + b64(secrets.token_bytes(900))[:1400]


def priv_pem(label: str = "PRIVATE KEY", lines: int = 6) -> str:
    body = "\n".join(b64(secrets.token_bytes(48)) for _ in range(lines))
    return f"-----BEGIN {label}-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{rnd(B64, 32)}\n{body}\n-----END {label}-----"


def pub_key_line() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(256)) + "IDAQAB"


def credentials() -> Rows:
    r = Rows()
    r.add("aliyun_accesskey",
          f"阿里云 RAM 子账号 oss-uploader 的 AccessKey：\nAccessKey ID: {ali_ak()}\nAccessKey Secret: {ali_sk()}\n只授权了 OSS PutObject，给商品图片上传服务用",
          f"export ALIBABA_CLOUD_ACCESS_KEY_ID={ali_ak()}\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET={ali_sk()}\n# 发版机上跑 terraform 前先 source 一下",
          '~/.aliyun/config.json 里 prod 那个 profile：\n{"name": "prod", "mode": "AK", "access_key_id": "' + ali_ak() + '", "access_key_secret": "' + ali_sk() + '", "region_id": "cn-hangzhou"}',
          f"SMS service config (application-prod.yml):\nalibaba:\n  sms:\n    access-key-id: {ali_ak()}\n    access-key-secret: {ali_sk()}\n    sign-name: 阿克米优选\n    template-code: SMS_{digits(9, lead=True)}")
    r.add("aliyun_sts",
          '前端直传 OSS 调试时抓到的 STS 临时凭证，1 小时有效：\n{"AccessKeyId": "STS.N' + rnd(ALNUM, 27) + '", "AccessKeySecret": "' + rnd(ALNUM, 44) + '", "SecurityToken": "CAIS' + rnd(B64, 320) + '", "Expiration": "2024-06-12T09:30:00Z"}',
          f"temp creds from AssumeRole for the export job (role acs:ram::{ali_uid()}:role/data-export):\nAccessKeyId=STS.NU{rnd(ALNUM, 26)}\nAccessKeySecret={rnd(ALNUM, 44)}\nSecurityToken=CAIS{rnd(B64, 300)}")
    r.add("aliyun_console_login",
          f"阿里云控制台 RAM 用户登录：ops-zhangwei@acme-mall.onaliyun.com\n密码：{hpw()}\nMFA 还没绑，下周补",
          f"Aliyun root account (billing only): login {phone()}, password {hpw()} — only the CFO and I have it",
          f"财务只读 RAM 账号 finance-ro@acme-mall.onaliyun.com / {hpw()}，给会计查发票用的")
    r.add("tencent_cloud_key",
          f"腾讯云 COS 异地备份桶用的 API 密钥：\nSecretId: AKID{rnd(ALNUM, 32)}\nSecretKey: {rnd(ALNUM, 32)}",
          f"terraform tencentcloud provider, ci runner env:\nTENCENTCLOUD_SECRET_ID=AKID{rnd(ALNUM, 32)}\nTENCENTCLOUD_SECRET_KEY={rnd(ALNUM, 32)}\nTENCENTCLOUD_REGION=ap-shanghai",
          f"~/.cos.yaml (coscli):\ncos:\n  base:\n    secretid: AKID{rnd(ALNUM, 32)}\n    secretkey: {rnd(ALNUM, 32)}\n    protocol: https")
    r.add("wechat_mp_secret",
          f"公众号「阿克米优选」开发配置\nAppID: {wx_appid()}\nAppSecret: {hexs(32)}\n（上周重置过，旧的已失效）",
          f"WECHAT_MP_APP_ID={wx_appid()}\nWECHAT_MP_APP_SECRET={hexs(32)}",
          f"公众号服务器配置：URL https://mp-callback.acme.test/wx/portal\nToken: {rnd(ALNUM, 24)}\nEncodingAESKey: {rnd(ALNUM, 43)}\nAppSecret {hexs(32)}")
    r.add("miniprogram_secret",
          f"小程序 code2session 用的 appid={wx_appid()} secret={hexs(32)}，别再写死在前端了",
          f"mini-program (商城小程序) backend config:\nwx:\n  miniapp:\n    appid: {wx_appid()}\n    secret: {hexs(32)}\n    msgDataFormat: JSON",
          f"miniprogram-ci 上传密钥 private.{wx_appid()}.key：\n{priv_pem('RSA PRIVATE KEY', 4)}")
    r.add("wechat_pay_key",
          f"微信支付 商户号 {'16' + digits(8)}\nAPIv3 密钥：{rnd(ALNUM, 32)}\n证书序列号在商户平台能查，不用记",
          f"wxpay v2 API key (签名用) for mch_id {'15' + digits(8)}: {rnd(ALNUM, 32)}",
          f"apiclient_key.pem 内容（商户私钥，新服务器部署要拷过去）：\n{priv_pem('PRIVATE KEY', 5)}")
    r.add("alipay_app_private_key",
          f"支付宝开放平台 应用 2021{digits(12)}\n应用私钥（RSA2）：\n{pay_key()}",
          f"alipay.app-id=2021{digits(12)}\nalipay.merchant-private-key={pay_key()}\nalipay.sign-type=RSA2")
    r.add("dingtalk_webhook",
          f"钉钉 告警群 机器人：https://oapi.dingtalk.com/robot/send?access_token={hexs(64)}",
          f"alertmanager webhook for the 订单异常 group:\n  - url: 'https://oapi.dingtalk.com/robot/send?access_token={hexs(64)}'\n    send_resolved: true",
          f"jenkins 发版通知 DINGTALK_TOKEN={hexs(64)}  （发布群那个机器人）")
    r.add("dingtalk_sign_secret",
          f"钉钉机器人安全设置改成了加签，secret：SEC{hexs(64)}\n关键词那种不用了",
          f"DINGTALK_SECRET=SEC{hexs(64)}\nDINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token={hexs(64)}",
          f"python 发告警脚本里：\nsecret = 'SEC{hexs(64)}'\nstring_to_sign = f'{{timestamp}}\\n{{secret}}'")
    r.add("dingtalk_app_secret",
          f"钉钉企业内部应用「运维助手」\nAppKey: ding{rnd(LOWNUM, 16)}\nAppSecret: {rnd(URLSAFE, 64)}",
          f"DingTalk H5 app for the warehouse scanner: appKey ding{rnd(LOWNUM, 16)}, appSecret {rnd(URLSAFE, 64)}",
          f"dingtalk:\n  app-key: ding{rnd(LOWNUM, 16)}\n  app-secret: {rnd(URLSAFE, 64)}\n  agent-id: {digits(10, lead=True)}")
    r.add("feishu_app_secret",
          f"飞书自建应用（海外团队在用）\napp_id: cli_{hexs(16)}\napp_secret: {rnd(ALNUM, 32)}",
          f"Feishu bot for the Shenzhen warehouse: https://open.feishu.cn/open-apis/bot/v2/hook/{uid()} with signature secret {rnd(ALNUM, 22)}",
          f"FEISHU_APP_ID=cli_{hexs(16)}\nFEISHU_APP_SECRET={rnd(ALNUM, 32)}\nFEISHU_ENCRYPT_KEY={rnd(ALNUM, 32)}")
    r.add("wecom_webhook",
          f"企业微信 客服群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={uid()}",
          f"WECOM_ROBOT_KEY={uid()}  # 物流异常推送",
          f"WeCom robot for the customer-service shift handover: https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={uid()}")
    r.add("wecom_corpsecret",
          f"企业微信 corpid: ww{hexs(16)}\n通讯录同步 Secret: {rnd(URLSAFE, 43)}",
          f"WeCom self-built app AgentId 1000{digits(3)}, corpsecret {rnd(URLSAFE, 43)} (corp ww{hexs(16)})")
    r.add("gitee_token",
          f"Gitee 私人令牌（镜像同步用，勾了 projects 权限）：{hexs(32)}",
          f"git remote set-url origin https://zhangwei:{hexs(32)}@gitee.com/acme-mall/order-service.git",
          f"GITEE_ACCESS_TOKEN={hexs(32)} for the sync-to-gitee workflow")
    r.add("gitlab_token",
          f"自建 GitLab (git.acme.internal) 个人访问令牌，api 权限：glpat-{rnd(URLSAFE, 20)}",
          f"export GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}\nglab auth login --hostname git.acme.internal --stdin <<< $GITLAB_TOKEN",
          f"deploy token for the helm charts repo: gitlab+deploy-token-{digits(2)} / {rnd(URLSAFE, 20)}")
    r.add("gitlab_runner_token",
          f"gitlab-runner register --url https://git.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor docker",
          f"config.toml 里的 runner token：token = \"glrt-{rnd(URLSAFE, 20)}\"；老的注册令牌 GR1348941{rnd(URLSAFE, 20)} 已经关掉了")
    r.add("harbor_admin",
          f"harbor.acme.internal 管理员 admin，默认密码已改：{hpw()}",
          f"Harbor admin password after the upgrade to 2.10: {hpw()}",
          f"harbor.yml:\nhostname: harbor.acme.internal\nharbor_admin_password: {hpw()}\ndatabase:\n  password: {rnd(ALNUM, 16)}")
    r.add("harbor_robot",
          f"Harbor 机器人账号 robot$acme+jenkins\nsecret: {rnd(ALNUM, 32)}\n30 天过期，记得续",
          f"docker login harbor.acme.internal -u 'robot$ci-push' -p {rnd(ALNUM, 32)}")
    r.add("acr_registry_login",
          f"阿里云容器镜像服务 ACR 登录：\ndocker login --username=acme-ops@{ali_uid()} registry.cn-hangzhou.aliyuncs.com\n固定密码：{hpw()}",
          f"ACR EE instance acme-registry-vpc.cn-hangzhou.cr.aliyuncs.com, temp-token user cr_temp_user, password {rnd(ALNUM, 60)}",
          'k8s imagePullSecret .dockerconfigjson:\n{"auths": {"acme-registry.cn-hangzhou.cr.aliyuncs.com": {"auth": "' + basic("acme-ops@" + ali_uid(), hpw()) + '"}}}')
    r.add("nacos_credentials",
          f"nacos 控制台 http://nacos.acme.internal:8848/nacos 账号 nacos 密码 {hpw()}",
          f"bootstrap.yml:\nspring:\n  cloud:\n    nacos:\n      config:\n        server-addr: nacos.acme.internal:8848\n        username: order-svc\n        password: {hpw()}",
          f"nacos 2.x 开鉴权后 application.properties 加的：\nnacos.core.auth.plugin.nacos.token.secret.key={b64(secrets.token_bytes(32))}\nnacos.core.auth.server.identity.value={rnd(ALNUM, 16)}")
    r.add("mysql_password",
          f"订单库主库：mysql -h mysql-order.acme.internal -P 3306 -u root -p'{hpw()}'",
          f"spring.datasource.url=jdbc:mysql://rm-bp1{rnd(LOWNUM, 15)}.mysql.rds.aliyuncs.com:3306/mall_order?useSSL=true\nspring.datasource.username=mall_app\nspring.datasource.password={hpw()}",
          f"报表只读账号 report_ro / {hpw()}，给数据组的，只能连从库",
          f"docker-compose for the local stack:\n  mysql:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: {rnd(ALNUM, 18)}")
    r.add("redis_password",
          f"redis-cli -h r-bp1{rnd(LOWNUM, 15)}.redis.rds.aliyuncs.com -p 6379 -a 'r-bp1{rnd(LOWNUM, 15)}:{hpw()}'",
          f"购物车 Redis：redis.acme.internal:6379，requirepass {rnd(ALNUM, 24)}",
          f"spring:\n  redis:\n    host: redis-session.acme.internal\n    password: {hpw()}\n    database: 3")
    r.add("mongodb_uri",
          f"商品评论库 MongoDB：mongodb://root:{rnd(ALNUM, 20)}@dds-bp1{rnd(LOWNUM, 15)}.mongodb.rds.aliyuncs.com:3717/admin?replicaSet=mgset-{digits(8)}",
          f"mongosh \"mongodb://comment_rw:{hpw()}@mongo-0.acme.internal:27017/comments?authSource=admin\"",
          f"MONGO_URL=mongodb+srv://ops:{rnd(ALNUM, 16)}@logs.acme.test/audit")
    r.add("jenkins_credentials",
          f"Jenkins jenkins.acme.internal 管理员 admin / {hpw()}",
          f"Jenkins API token for user deploy-bot: 11{hexs(32)}\ncurl -u deploy-bot:11{hexs(32)} https://jenkins.acme.internal/job/mall-web/build",
          f"新装的 Jenkins 初始密码（/var/jenkins_home/secrets/initialAdminPassword）：{hexs(32)}")
    r.add("ssh_passphrase",
          f"~/.ssh/id_ed25519 的 passphrase：{hpw()}",
          f"The passphrase for the bastion key (id_rsa_jump) is {hpw()}",
          f"发版机 deploy 用户的私钥口令 {rnd(ALNUM + '!@#', 18)}，ssh-add 的时候要输")
    r.add("ssh_private_key",
          "跳板机 deploy 私钥备份：\n" + openssh_private(),
          "id_ed25519 for the gitee mirror bot:\n" + openssh_private())
    r.add("vpn_login",
          f"公司 VPN（深信服 EasyConnect）vpn.acme.test\n账号 zhangwei 密码 {hpw()}",
          f"openvpn auth-user-pass file /etc/openvpn/acme.pass:\nzhangwei\n{hpw()}",
          f"IDC 到阿里云的 IPsec VPN 预共享密钥 PSK：{rnd(ALNUM, 24)}")
    r.add("company_email",
          f"阿里企业邮箱 zhangwei@acme-mall.test 密码 {hpw()}",
          f"Company mail on the new phone: IMAP imap.acme-mall.test:993, user zhangwei@acme-mall.test, password {hpw()}",
          f"运维公共邮箱 ops@acme-mall.test / {hpw()}，告警邮件都从这里发")
    r.add("smtp_authcode",
          f"QQ 邮箱 SMTP 授权码：{rnd(LOWER, 16)}（不是 QQ 密码）",
          f"spring.mail.host=smtp.163.com\nspring.mail.username=acme_notice@163.com\nspring.mail.password={rnd(UPPER, 16)}",
          f"腾讯企业邮 客户端专用密码 {rnd(ALNUM, 16)}（zhangwei@acme-mall.test，开了安全登录后 foxmail 要用这个）")
    r.add("alipay_login",
          f"支付宝 登录手机 {phone()}\n登录密码 {hpw()}\n支付密码 {digits(6)}",
          f"My Alipay: login {phone()}, password {hpw()}, payment PIN {digits(6)}",
          f"老婆的支付宝密码 {hpw()}，支付密码 {digits(6)}，帮她改过一次")
    r.add("bank_login",
          f"招商银行 一网通 登录：身份证后六位 {digits(5)}X 查询密码 {digits(6)}\n网银登录密码 {hpw()}",
          f"工商银行 网银 用户名 zhangwei{digits(3)} 登录密码 {hpw()}，U盾密码 {rnd(ALNUM, 8)}",
          f"ICBC personal banking: user zhw{digits(4)}, password {hpw()}")
    r.add("bank_card",
          f"工资卡 招行 {groups(luhn('622588'), 4)} 取款密码 {digits(6)}",
          f"公司对公信用卡 {groups(luhn('625887'), 4)} 有效期 {card_expiry()} CVV {digits(3)}",
          f"备用金卡 建行 {groups(luhn('436742'), 4)}，密码 {digits(6)}，放在财务保险柜旁边那本本子上也记了")
    r.add("rabbitmq_password",
          f"MQ：amqp://mall:{rnd(ALNUM, 20)}@rabbitmq.acme.internal:5672/order",
          f"rabbitmqctl add_user monitor {hpw()} && rabbitmqctl set_user_tags monitor monitoring",
          f"RabbitMQ 管理后台 http://mq.acme.internal:15672 admin / {hpw()}")
    r.add("elasticsearch_password",
          f"ES 集群 elastic 用户密码（elasticsearch-setup-passwords 生成的）：{rnd(ALNUM, 20)}",
          f"Kibana kibana.acme.internal login elastic / {hpw()}",
          f"logstash output:\n  elasticsearch {{ hosts => ['es.acme.internal:9200'] user => 'logstash_writer' password => '{rnd(ALNUM, 16)}' }}")
    r.add("kafka_sasl",
          f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"order-producer\" password=\"{rnd(ALNUM, 20)}\";",
          f"阿里云 Kafka 实例 alikafka_pre-cn-{rnd(LOWNUM, 12)} SASL 用户 mall 密码 {rnd(ALNUM, 16)}",
          f"kafka-console-consumer --bootstrap-server kafka.acme.internal:9093 --consumer-property sasl.mechanism=PLAIN --consumer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"ops\" password=\"{rnd(ALNUM, 18)}\";' --topic order-events")
    r.add("grafana_admin",
          f"Grafana admin 密码改了：{hpw()}",
          f"grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {hpw()}\nsecret_key = {rnd(ALNUM, 32)}",
          f"GF_SECURITY_ADMIN_PASSWORD={hpw()} in the grafana helm values (monitoring namespace)")
    r.add("jumpserver_login",
          f"堡垒机 JumpServer jump.acme.internal 账号 zhangwei 密码 {hpw()}\nMFA 种子：{rnd(BASE32, 16)}",
          f"Bastion (jump.acme.internal) local admin: admin / {hpw()}",
          f"JumpServer 系统用户 root 的托管密码 {rnd(ALNUM + '@#', 20)}，只在应急时用")
    r.add("totp_seed",
          f"otpauth://totp/Aliyun:ops-zhangwei@acme-mall?secret={rnd(BASE32, 32)}&issuer=Aliyun",
          f"GitLab 2FA 的密钥（换手机时重新扫）：{' '.join(rnd(BASE32.lower(), 4) for _ in range(8))}",
          f"JumpServer MFA 重新绑定了，otpauth://totp/JumpServer:zhangwei?secret={rnd(BASE32, 16)}&issuer=JumpServer")
    r.add("qiniu_key",
          f"七牛云 CDN 老账号 AK: {rnd(URLSAFE, 40)}\nSK: {rnd(URLSAFE, 40)}",
          f"QINIU_ACCESS_KEY={rnd(URLSAFE, 40)}\nQINIU_SECRET_KEY={rnd(URLSAFE, 40)}\nQINIU_BUCKET=acme-static",
          f"qshell account {rnd(URLSAFE, 40)} {rnd(URLSAFE, 40)} acme-old  # 迁移七牛老图片到 OSS 用")
    r.add("huawei_cloud_key",
          f"华为云 OBS 的 AK/SK（海外站测试）：\nAK {rnd(UPPER + DIGITS, 20)}\nSK {rnd(ALNUM, 40)}",
          f"HUAWEICLOUD_SDK_AK={rnd(UPPER + DIGITS, 20)} HUAWEICLOUD_SDK_SK={rnd(ALNUM, 40)}")
    r.add("k8s_secret",
          f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: mall-db\n  namespace: prod\ntype: Opaque\ndata:\n  password: {b64(hpw().encode())}",
          f"kubectl create secret generic oss-ak -n mall --from-literal=access-key-id={ali_ak()} --from-literal=access-key-secret={ali_sk()}",
          f"kubectl create secret docker-registry harbor-pull -n mall --docker-server=harbor.acme.internal --docker-username='robot$mall-pull' --docker-password={rnd(ALNUM, 32)}")
    r.add("kubeconfig",
          f"ACK 集群 kubeconfig（prod-hz，管理员）：\nusers:\n- name: \"{ali_uid()}\"\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(30))}\n    client-key-data: {kube_key_data()}",
          f"kubectl --server=https://k8s.acme.internal:6443 --token=eyJhbGciOiJSUzI1NiIsImtpZCI6I{rnd(URLSAFE, 30)}.{rnd(URLSAFE, 120)}.{rnd(URLSAFE, 86)} get pods -n mall")
    r.add("jwt_signing_secret",
          f"网关 JWT 签名密钥 jwt.secret={rnd(URLSAFE, 48)}",
          f"auth-service application-prod.yml:\nsecurity:\n  jwt:\n    secret: {b64(secrets.token_bytes(48))}\n    expire-hours: 72",
          f"JWT_SECRET={hexs(64)}  # member-service, HS256, rotate after the audit")
    r.add("maven_nexus",
          f"settings.xml:\n<server>\n  <id>acme-releases</id>\n  <username>deployment</username>\n  <password>{hpw()}</password>\n</server>",
          f"Nexus nexus.acme.internal admin / {hpw()} （初始 admin.password 文件已删）",
          f"gradle.properties:\nnexusUsername=deployment\nnexusPassword={rnd(ALNUM, 20)}")
    r.add("npm_registry",
          f".npmrc 私服：\nregistry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={uid()}",
          f"//npm.acme.internal/:_auth={basic('fe-publisher', rnd(ALNUM, 16))}")
    r.add("wifi_password",
          f"办公室 WiFi：ACME-5G 密码 {pick('acme', 'hz', 'mall')}{digits(8)}",
          f"机房 console WiFi IDC-OPS, WPA2 key {rnd(ALNUM, 14)}",
          f"仓库 WiFi WH-HZ-Scanner 密码 {rnd(LOWNUM, 10)}，扫码枪连这个")
    r.add("sms_api_key",
          f"云片短信 apikey：{hexs(32)}（验证码和物流通知都走它）",
          f"SMS provider fallback (yunpian) API key {hexs(32)}, used when Aliyun SMS is throttled")
    r.add("oss_signed_url",
          f"给供应商的下载链接（7 天）：https://acme-supplier.oss-cn-hangzhou.aliyuncs.com/export/sku_{digits(8)}.xlsx?OSSAccessKeyId={ali_ak()}&Expires={1718000000 + secrets.randbelow(10**7)}&Signature={rnd(B64, 27)}%3D",
          f"presigned v4 URL for the finance export: https://acme-finance.oss-cn-hangzhou.aliyuncs.com/2024/06/settle.csv?x-oss-signature-version=OSS4-HMAC-SHA256&x-oss-credential={ali_ak()}%2F20240612%2Fcn-hangzhou%2Foss%2Faliyun_v4_request&x-oss-date=20240612T020000Z&x-oss-expires=86400&x-oss-signature={hexs(64)}")
    r.add("railway_12306",
          f"12306 账号 zhangwei{digits(4)} 密码 {hpw()}，回老家抢票用",
          f"12306 login for the team offsite tickets: {phone()} / {hpw()}")
    r.add("minio_credentials",
          f"MinIO（IDC 冷备）：MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
          f"mc alias set idc http://minio.acme.internal:9000 backup {rnd(ALNUM, 32)}",
          f"MinIO 给数据组建的 access key：{rnd(UPPER + DIGITS, 20)}，secret key：{rnd(ALNUM, 40)}")
    r.add("xxl_job",
          f"xxl-job 调度中心 admin 密码 {hpw()}\nxxl.job.accessToken={rnd(ALNUM, 24)}",
          f"xxl.job.accessToken={hexs(32)}  # 执行器和调度中心要一致")
    r.add("taobao_seller_login",
          f"千牛 / 淘宝卖家后台 主账号 acme旗舰店 密码 {hpw()}",
          f"Tmall store sub-account acme旗舰店:ops 的密码 {hpw()}，客服主管也知道")
    r.add("apollo_admin",
          f"Apollo 配置中心 portal apollo.acme.internal 账号 apollo 密码 {hpw()}",
          f"apollo.accesskey.secret={hexs(32)}  # order-service 开了访问密钥",
          f"APOLLO_PORTAL_DB_PASSWORD={hpw()}\nAPOLLO_CONFIG_DB_PASSWORD={hpw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("ecs_instance_id",
          f"{rid('i', 18)} 昨晚 CPU 打满，是 sku-sync 任务卡住了，已重启",
          f"Scale-out added {rid('i', 18)} and {rid('i', 18)} to the web group (ecs.g7.xlarge, cn-hangzhou-h)",
          f"aliyun ecs DescribeInstances --RegionId cn-hangzhou --InstanceIds '[\"{rid('i', 18)}\"]'")
    r.add("security_group_id",
          f"安全组 {rid('sg', 17)} 放行了 443 和 80，22 只对堡垒机 10.10.0.5 开",
          f"sg-bp1{rnd(LOWNUM, 17)} (web) -> sg-bp1{rnd(LOWNUM, 17)} (db) on 3306 only",
          f"terraform import alicloud_security_group.mall {rid('sg', 17)}")
    r.add("vpc_vswitch_id",
          f"VPC {rid('vpc', 17)}，交换机 vsw-bp1{rnd(LOWNUM, 17)}（杭州 H 区）和 vsw-bp1{rnd(LOWNUM, 17)}（杭州 I 区）",
          f"the CEN attachment for vpc-bp1{rnd(LOWNUM, 17)} is still pending on the Shanghai side",
          f"NAT 网关 ngw-bp1{rnd(LOWNUM, 17)} 绑定 EIP eip-bp1{rnd(LOWNUM, 17)}，出口 IP 47.{secrets.randbelow(200)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}")
    r.add("oss_object_path",
          f"oss://acme-mall-images/sku/{digits(8)}/{hexs(32)}.jpg 缩略图没生成",
          f"ossutil cp -r oss://acme-logs/nginx/2024-06-1{secrets.randbelow(10)}/ ./logs/ --include '*.gz'",
          f"商品主图路径规则：product/{{spuId}}/{{md5}}.webp，比如 product/{digits(9, lead=True)}/{hexs(32)}.webp")
    r.add("oss_public_url",
          f"活动页 banner：https://acme-static.oss-cn-hangzhou.aliyuncs.com/campaign/618/{hexs(16)}.png?x-oss-process=image/resize,w_750",
          f"CDN 回源后的地址 https://img.acme-mall.test/sku/{digits(8)}/{rnd(LOWNUM, 20)}.jpg!w400")
    r.add("request_id",
          f"调 OSS 报 AccessDenied，RequestId: {hexs(24).upper()}，工单里附上了",
          f"Aliyun SDK error: InvalidParameter, RequestId {uid().upper()}, HostId ecs.aliyuncs.com",
          f"腾讯云 COS 报错 x-cos-request-id: {b64(secrets.token_bytes(30))}，已提工单")
    r.add("trace_id",
          f"下单慢的那笔 traceId={hexs(30)}，卡在库存服务 decrLock",
          f"SkyWalking TID {hexs(32)}.{secrets.randbelow(200)}.{1718000000000 + secrets.randbelow(10**9)} shows 2.3s in the Nacos lookup",
          f"ARMS 链路 EagleEye-TraceID: 0b{hexs(28)} 对应网关 502")
    r.add("wechat_appid",
          f"公众号 AppID {wx_appid()}（公开的，网页授权回调要用），AppSecret 不在这里",
          f"小程序 appid {wx_appid()}，体验版二维码发群里了",
          f"the H5 share config only needs appId {wx_appid()}; the signature is computed server-side per request")
    r.add("miniprogram_path",
          f"小程序路径 pages/goods/detail?skuId={digits(8)}&from=share&scene={rnd(LOWNUM, 12)}",
          f"wx.navigateTo({{ url: '/packageOrder/pages/order/detail?orderNo={order_no()}' }})",
          f"小程序码 scene 参数 inv={rnd(ALNUM, 10)}&c={digits(4)}，32 字符以内")
    r.add("icp_filing",
          f"网站底部：浙ICP备{pick('19', '20', '21', '22', '23')}{digits(6)}号-{secrets.randbelow(4) + 1}",
          f"浙公网安备 3301{digits(10)}号，备案主体杭州阿克米电子商务有限公司",
          f"the new domain shop.acme-mall.test still needs ICP filing; the old one is 浙ICP备{digits(8, lead=True)}号")
    r.add("order_number",
          f"用户投诉订单 {order_no()} 重复扣款，查了只有一笔成功",
          f"refund for order {order_no()} stuck in REFUNDING; the sub-orders are {order_no()} and {order_no()}",
          f"订单号规则：yyyyMMdd + 机器号(2) + 序列(10)，例如 {order_no()}")
    r.add("sku_code",
          f"SKU ACM-{rnd(UPPER, 2)}-{digits(6)}-{pick('BLK', 'WHT', 'RED')}-{pick('S', 'M', 'L', 'XL')} 库存同步失败",
          f"spuId {digits(9, lead=True)} 下面 skuId {digits(11, lead=True)} / {digits(11, lead=True)} 价格不一致",
          f"ERP 商品编码 {rnd(UPPER + DIGITS, 12)}，条码 69{digits(11)}")
    r.add("git_commit",
          f"回滚到 {hexs(40)}，那次 MR 把 Redis 超时改成了 200ms",
          f"hotfix cherry-picked: {hexs(7)} -> release/2024.06 as {hexs(12)}",
          f"git bisect 定位到 {hexs(40)}（合并 feature/coupon-v2）")
    r.add("image_digest",
          f"prod 跑的镜像 harbor.acme.internal/mall/order-service@sha256:{hexs(64)}",
          f"Trivy scanned registry.cn-hangzhou.aliyuncs.com/acme/gateway:1.12.{secrets.randbelow(20)} digest sha256:{hexs(64)}, 2 HIGH",
          f"镜像层 sha256:{hexs(64)} 拉取超时，换成 VPC 内网地址就好了")
    r.add("pod_name",
          f"{pod_name('order-service')} 一直 CrashLoopBackOff，看日志是连不上 nacos",
          f"kubectl -n mall logs {pod_name('cart-api')} -c app --since=10m",
          f"NAME                                   READY   STATUS\n{pod_name('payment-callback')}   1/1     Running\n{pod_name('payment-callback')}   0/1     OOMKilled")
    r.add("nacos_dataid",
          f"Nacos 配置 dataId: order-service-prod.yaml, group: MALL_GROUP, namespace: {uid()}",
          f"nacos config md5 {hexs(32)} for dataId gateway-routes.json didn't change after publish",
          f"spring.cloud.nacos.config.extension-configs[0].data-id=common-redis.yaml，namespace {uid()}")
    r.add("env_reference",
          "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD}\n    REDIS_PASSWORD: ${REDIS_PASSWORD:-}",
          "spring.datasource.password=${MYSQL_PASSWORD}，值从 KMS 凭据注入，不进 git",
          "ALIBABA_CLOUD_ACCESS_KEY_SECRET=$(aliyun kms GetSecretValue --SecretName prod/oss-uploader --query SecretData)")
    r.add("secret_key_ref",
          "env:\n- name: MYSQL_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: mall-db\n      key: password",
          "Deployment 里 DINGTALK_SECRET 走 secretKeyRef(name=dingtalk-robot, key=sign)，明文不落盘",
          f"ack-secret-manager syncs KMS secret acs/ram/user/oss-uploader into k8s Secret oss-ak (revision {digits(3)})")
    r.add("masked_value",
          f"控制台显示 AccessKey Secret: ******，只有创建时能看一次；ID 是 LTAI5t****{rnd(ALNUM, 4)}",
          "Jenkins 日志里 password=**** 被 mask 了，放心",
          f"钉钉机器人 webhook .../robot/send?access_token=******（群设置里看），加签 SEC****{hexs(4)}")
    r.add("placeholder",
          "application-example.yml:\nalibaba:\n  access-key-id: <your-access-key-id>\n  access-key-secret: <your-access-key-secret>",
          "README：把 WX_APP_SECRET=你的AppSecret 填到 .env，不要提交",
          "curl 'https://oapi.dingtalk.com/robot/send?access_token=xxxxxxxx' -H 'Content-Type: application/json' -d '{\"msgtype\": \"text\"}'")
    r.add("alipay_trade_no",
          f"支付宝交易号 2024{digits(4)}2200{digits(4)}{digits(12)} 对应商户订单 {order_no()}",
          f"Alipay trade_no 2024{digits(24)} shows TRADE_SUCCESS but our callback never came",
          f"对账单里支付宝流水 2024{digits(24)}，手续费 0.6%，金额一致")
    r.add("wxpay_transaction_id",
          f"微信支付单号 42000{digits(5)}2024{digits(14)}，退款单号 50300{digits(25)}",
          f"wxpay transaction_id 4200{digits(24)} out_trade_no {order_no()}",
          f"微信账单 交易单号 4200{digits(24)}，商户单号 {order_no()}，状态 REFUND")
    r.add("express_tracking",
          f"顺丰单号 SF{digits(13, lead=True)} 显示已签收，客户说没收到",
          f"中通 7{digits(14)} 和 圆通 YT{digits(13, lead=True)} 两个包裹都卡在杭州转运中心",
          f"JD logistics waybill JDVA{digits(11)}-1-1- delayed by the typhoon")
    r.add("slb_id",
          f"SLB {rid('lb', 17)} 后端 i-bp1{rnd(LOWNUM, 18)} 健康检查失败",
          f"ALB alb-{rnd(LOWNUM, 18)} listener lsn-{rnd(LOWNUM, 18)} now forwards /api to server group sgp-{rnd(LOWNUM, 18)}",
          f"SLB 监听 443 的证书换了，实例 {rid('lb', 17)}，虚拟服务器组 rsp-bp1{rnd(LOWNUM, 13)}")
    r.add("rds_instance_id",
          f"RDS 实例 rm-bp1{rnd(LOWNUM, 15)} 只读实例 rr-bp1{rnd(LOWNUM, 15)} 延迟 40s",
          f"Redis r-bp1{rnd(LOWNUM, 15)} memory at 92%, bigkey cart:{digits(9)}",
          f"PolarDB 集群 pc-bp1{rnd(LOWNUM, 15)}，MongoDB dds-bp1{rnd(LOWNUM, 15)} 明天 02:00 维护窗口")
    r.add("ack_cluster_id",
          f"ACK 集群 ID c{hexs(32)}（prod-hz），节点池 np{hexs(32)}",
          f"aliyun cs GET /k8s/c{hexs(32)}/user_config returns the kubeconfig; I only need the cluster id here",
          f"ACK 节点 cn-hangzhou.172.16.{secrets.randbelow(200)}.{secrets.randbelow(250)} 属于集群 c{hexs(32)}，NotReady 10 分钟")
    r.add("ram_role_arn",
          f"RAM 角色 acs:ram::{ali_uid()}:role/aliyunackdefaultrole 授权给 ACK",
          f"OSS bucket policy grants acs:ram::{ali_uid()}:role/cdn-origin read on acme-static/*")
    r.add("aliyun_account_id",
          f"阿里云主账号 UID {ali_uid()}，开发票和工单都要填",
          f"cross-account: account {ali_uid()} (Shanghai subsidiary) shares the CEN with {ali_uid()}")
    r.add("tencent_resource_id",
          f"腾讯云 CVM ins-{rnd(LOWNUM, 8)}，COS 桶 acme-backup-125{digits(7)}",
          f"Tencent CLB lb-{rnd(LOWNUM, 8)} in ap-shanghai; APPID 13{digits(8)} is on every bucket name")
    r.add("dingtalk_ids",
          f"告警群 chatId chat{hexs(32)}，openConversationId cid{rnd(B64, 22)}==",
          f"钉钉 userId {digits(17, lead=True)}，unionId {rnd(ALNUM, 27)}iE，审批实例 {uid()}")
    r.add("wechat_openid",
          f"投诉用户 openid {openid()}，unionid {openid()}",
          f"模板消息发给 {openid()} 失败，errcode 43101 用户拒收",
          f"the member table maps unionId o6_bm{rnd(URLSAFE, 23)} to user_id {digits(8, lead=True)}")
    r.add("wechat_template_id",
          f"订单发货通知 模板 ID：{rnd(URLSAFE, 43)}",
          f"subscribe message template {rnd(URLSAFE, 43)} (物流更新) needs keyword thing1 ≤ 20 chars",
          f"退款通知模板 {rnd(URLSAFE, 43)} 被微信下线了，换成订阅消息")
    r.add("jenkins_build",
          f"mall-web #{secrets.randbelow(3000)} 构建失败，queue id {secrets.randbelow(10**6)}，日志 https://jenkins.acme.internal/job/mall-web/{secrets.randbelow(3000)}/console",
          f"Jenkins workspace /var/jenkins_home/workspace/order-service@{secrets.randbelow(5)}_{hexs(8)} ran out of disk")
    r.add("gitlab_pipeline",
          f"GitLab pipeline #{digits(6, lead=True)} job #{digits(7, lead=True)} 卡在 docker build，MR !{secrets.randbelow(2000)}",
          f"https://git.acme.internal/mall/order-service/-/merge_requests/{secrets.randbelow(2000)}/diffs?commit_id={hexs(40)}")
    r.add("image_tag",
          f"镜像 tag 规则 v{{版本}}-{{日期}}-{{短hash}}：harbor.acme.internal/mall/cart-api:v2.{secrets.randbelow(20)}.{secrets.randbelow(10)}-20240612-{hexs(7)}",
          f"rolled back gateway to registry.cn-hangzhou.aliyuncs.com/acme/gateway:release-{hexs(8)}")
    r.add("maven_snapshot",
          f"com.acme.mall:order-api:1.4.0-20240612.{digits(6)}-{secrets.randbelow(40) + 1} 依赖拉不下来，nexus 缓存问题",
          f"mvn deploy uploaded common-core-2.3.1-20240611.{digits(6)}-7.jar (sha1 {hexs(40)})")
    r.add("tenant_uuid",
          f"SaaS 租户 ID {uid()}（杭州仓），仓库编码 WH-HZ-{digits(3)}",
          f"ARMS app pid {rnd(LOWNUM, 9)}@{hexs(15)} and Nacos namespace {uid()} for staging",
          f"WMS 租户 {uid()} 和 OMS 租户 {uid()} 不一致导致同步失败")
    r.add("ssh_public_key",
          f"authorized_keys 加上新同事的公钥：ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lihua@mbp",
          f"发版机 known_hosts：jump.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
          f"ssh-keygen -lf id_ed25519.pub -> 256 SHA256:{rnd(B64, 43)} zhangwei@acme (ED25519)")
    r.add("cert_fingerprint",
          f"*.acme-mall.test 证书 SHA1 指纹 {groups(hexs(40).upper(), 2, ':')}，2025-03 到期",
          f"SSL cert id {digits(8, lead=True)}-cn-hangzhou uploaded to SLB; serial {hexs(32)}")
    r.add("package_checksum",
          f"jdk-17.0.11 tar.gz md5 {hexs(32)}，和官网一致",
          f"nacos-server-2.3.2.tar.gz sha512 {hexs(128)}")
    r.add("credit_code",
          f"开票信息：杭州阿克米电子商务有限公司 统一社会信用代码 9133010{rnd(UPPER + DIGITS, 11)}",
          f"发票代码 0330{digits(8)} 发票号码 {digits(8)}，校验码后六位 {digits(6)}",
          f"supplier tax id 91330106{rnd(UPPER + DIGITS, 10)} on the June invoice")
    r.add("taokouling",
          f"淘口令：￥{rnd(ALNUM, 11)}￥ 复制打开手机淘宝，618 主会场",
          f"share link https://m.tb.cn/h.{rnd(ALNUM, 7)}?tk={rnd(ALNUM, 11)} for the live-stream coupon page")
    r.add("cdn_task_id",
          f"CDN 刷新任务 ID {digits(11, lead=True)}，预热 {digits(11, lead=True)}，都完成了",
          f"DCDN purge task {digits(11, lead=True)} for https://img.acme-mall.test/sku/*")
    r.add("sls_query",
          f"SLS 查询：* and __tag__:__pack_id__: {hexs(16).upper()}-{secrets.randbelow(100):X} | select count(1) where status >= 500",
          f"logstore nginx-access, project k8s-log-c{hexs(32)}, search request_id: {uid()}")
    r.add("password_policy",
          "RAM 密码策略：最少 14 位，必须含大小写+数字+符号，90 天过期，历史 5 次不能重复",
          "redis.conf template: requirepass is injected by the operator from the Secret; maxclients 10000, timeout 300",
          "Jenkins 安全策略：登录失败 5 次锁 30 分钟，API token 90 天过期，legacy token 已禁用")
    r.add("jasypt_encrypted",
          f"spring.datasource.password=ENC({b64(secrets.token_bytes(48))})，jasypt 的密钥通过启动参数传",
          f"nacos 里存的是密文 password: ENC({b64(secrets.token_bytes(32))})，解密密钥在 KMS",
          f"KMS Encrypt output CiphertextBlob: {b64(b'key-' + secrets.token_bytes(120))} (KeyId {uid()})")
    r.add("device_ids",
          f"机房交换机 MAC {mac('-', True)}，序列号 210235A{rnd(UPPER + DIGITS, 11)}",
          f"扫码枪 SN {rnd(UPPER + DIGITS, 14)} 绑定到仓库 WH-HZ-{digits(3)}，MAC {mac()}")
    r.add("network_cidr",
          f"VPC 网段 172.16.0.0/12，vsw-bp1{rnd(LOWNUM, 17)} 用 172.16.{secrets.randbelow(200)}.0/24",
          f"whitelist on RDS: 10.10.0.0/16,100.104.{secrets.randbelow(255)}.0/24 (DMS)")
    r.add("rotation_prose",
          "oss-uploader 的 AK 今天轮换了，新的只在 KMS 凭据里，旧 AK 已禁用，观察 3 天后删除",
          "DingTalk 机器人换成加签后，secret 存在 Jenkins credentials（id: dingtalk-sign），不要贴群里",
          "Rotated the MySQL app password; services pick it up from the KMS secret on restart, nothing to paste here.")
    r.add("kms_secret_ref",
          f"KMS 凭据名 prod/mysql/mall_app，版本 v{secrets.randbelow(9) + 1}，ARN acs:kms:cn-hangzhou:{ali_uid()}:secret/prod/mysql/mall_app-{rnd(ALNUM, 6)}",
          "aliyun kms GetSecretValue --SecretName prod/dingtalk/sign --VersionStage ACSCurrent",
          "Jenkins credentials id: gitee-token / dingtalk-sign / harbor-robot，Jenkinsfile 里 withCredentials 引用，值不在仓库")
    r.add("frontend_bundle_hash",
          f"上线后 main.{hexs(8)}.js 报 chunk 加载失败，vendors~{hexs(20)}.js 404",
          f"vite build: dist/assets/index-{rnd(URLSAFE, 8)}.js 412 kB, index-{rnd(URLSAFE, 8)}.css")
    r.add("ticket_ref",
          f"禅道 BUG #{digits(5, lead=True)}，阿里云工单 {digits(11, lead=True)}，已升级 P2",
          f"JIRA MALL-{digits(4, lead=True)} and the Aliyun case {rnd(UPPER + DIGITS, 10)} are about the same SLB reset")
    r.add("alipay_public_key",
          f"支付宝公钥（验签用，开放平台公开给的）：\n{pub_key_line()}",
          f"alipay.alipay-public-key={pub_key_line()}")
    r.add("wxpay_cert_serial",
          f"微信支付平台证书序列号 {hexs(40).upper()}，商户 API 证书序列号 {hexs(40).upper()}",
          f"Wechatpay-Serial header {hexs(40).upper()} must match the platform cert we downloaded")
    r.add("feishu_ids",
          f"飞书群 chat_id oc_{hexs(32)}，机器人 app_id cli_{hexs(16)}（公开的）",
          f"Feishu user open_id ou_{hexs(32)}, union_id on_{hexs(32)}")
    r.add("coupon_batch",
          f"618 优惠券批次号 {digits(10, lead=True)}，活动 ID ACT{digits(8)}，stock_id {digits(8, lead=True)}",
          f"券模板 {rnd(UPPER + DIGITS, 16)} 领取上限 1 张，核销率 12%")
    r.add("oss_etag",
          f"上传返回 ETag \"{hexs(32).upper()}\"，x-oss-hash-crc64ecma {digits(19, lead=True)}",
          f"multipart upload id {hexs(32).upper()} left dangling on acme-logs; lifecycle will clean it")
    r.add("encoded_payload",
          '回调 body 里的 biz_content 是 base64：' + b64(json.dumps({"out_trade_no": order_no(), "total_amount": "199.00", "subject": "龙井茶礼盒"}, ensure_ascii=False).encode()),
          f"the cursor for the order list API was {b64(json.dumps({'lastId': int(digits(9, lead=True)), 'size': 50}).encode())}")
    return r


def main() -> None:
    write_corpora("make_heldout58.py", [
        ("heldout58_credentials.yaml", credentials(), "batch 58 (Hangzhou e-commerce DevOps, zh-CN/English), written blind; every value synthetic"),
        ("heldout58_lookalikes.yaml", lookalikes(), "batch 58 look-alikes: Alibaba Cloud ids, WeChat/order/SKU ids, references and placeholders, written blind"),
    ])


if __name__ == "__main__":
    main()
