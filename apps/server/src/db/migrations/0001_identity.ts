import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** Organisations, modules, users, roles, actions, menus, sessions, SMS codes, logs. */
export function identityMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('agent_cate'), 'agent_cate_id')
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(200)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await db.schema
        .createTable('usr_agent')
        .addColumn('usr_agent_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('short_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('agent_cate_id', 'integer', (c) => c.references('agent_cate.agent_cate_id'))
        .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('basic_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('un_basic_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('domain_name', 'varchar(200)', (c) => c.unique())
        .addColumn('domain_title', 'varchar(100)')
        .addColumn('agent_unique_string', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('serv_agent_id', 'integer')
        .addColumn('contact_name', 'varchar(50)')
        .addColumn('contact_phone', 'varchar(20)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addCheckConstraint('usr_agent_capacity_ck', sql`basic_number >= 0 and un_basic_number >= 0`)
        .execute();

      await db.schema
        .createTable('sys_module')
        .addColumn('sys_module_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('home_route', 'varchar(100)', (c) => c.notNull())
        .addColumn('remark', 'varchar(200)')
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('usr_agent_module')
        .addColumn('usr_agent_id', 'integer', (c) =>
          c.notNull().references('usr_agent.usr_agent_id').onDelete('cascade'),
        )
        .addColumn('sys_module_id', 'integer', (c) => c.notNull().references('sys_module.sys_module_id'))
        .addPrimaryKeyConstraint('usr_agent_module_pk', ['usr_agent_id', 'sys_module_id'])
        .execute();

      await p
        .id(db.schema.createTable('sys_department'), 'sys_department_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull().references('usr_agent.usr_agent_id'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('parent_id', 'integer')
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('sys_dright')
        .addColumn('sys_dright_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('remark', 'varchar(200)')
        .execute();

      await p
        .id(db.schema.createTable('sys_role'), 'sys_role_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.references('usr_agent.usr_agent_id'))
        .addColumn('sys_module_id', 'integer', (c) => c.notNull().references('sys_module.sys_module_id'))
        .addColumn('role_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('remark', 'varchar(200)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await p
        .id(db.schema.createTable('sys_user'), 'sys_user_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull().references('usr_agent.usr_agent_id'))
        .addColumn('sys_module_id', 'integer', (c) => c.notNull().references('sys_module.sys_module_id'))
        .addColumn('sys_role_id', 'integer', (c) => c.references('sys_role.sys_role_id'))
        .addColumn('sys_dright_id', 'integer', (c) => c.references('sys_dright.sys_dright_id'))
        .addColumn('sys_department_id', 'integer', (c) => c.references('sys_department.sys_department_id'))
        .addColumn('username', 'varchar(20)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('realname', 'varchar(12)', (c) => c.notNull())
        .addColumn('show_name', 'varchar(50)')
        .addColumn('email', 'varchar(100)')
        .addColumn('headimgurl', 'varchar(300)')
        .addColumn('is_api', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_bus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_temporary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('limits_time', 'integer')
        .addColumn('after_login', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('domain_right', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('epiboly', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('entaid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_shopper', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('wechat_openid', 'varchar(64)')
        .addColumn('last_time', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        // one phone per account within an organisation
        .addUniqueConstraint('sys_user_agent_username_uq', ['usr_agent_id', 'username'])
        .execute();
      await db.schema.createIndex('sys_user_username_ix').on('sys_user').column('username').execute();

      await p
        .id(db.schema.createTable('usr_agent_rel'), 'usr_agent_rel_id')
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('linked_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addUniqueConstraint('usr_agent_rel_uq', ['sys_user_id', 'linked_user_id'])
        .execute();

      await p
        .id(db.schema.createTable('sys_action'), 'sys_action_id')
        .addColumn('sys_module_id', 'integer', (c) => c.notNull().references('sys_module.sys_module_id'))
        .addColumn('parent_id', 'integer')
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('perm', 'varchar(100)', (c) => c.unique())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      // actions a module offers (GET/PUT /sys/modules/{id}/actions); one action may serve several modules
      await db.schema
        .createTable('sys_module_action')
        .addColumn('sys_module_id', 'integer', (c) =>
          c.notNull().references('sys_module.sys_module_id').onDelete('cascade'),
        )
        .addColumn('sys_action_id', 'integer', (c) =>
          c.notNull().references('sys_action.sys_action_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('sys_module_action_pk', ['sys_module_id', 'sys_action_id'])
        .execute();

      await p
        .id(db.schema.createTable('sys_menu_cate'), 'sys_menu_cate_id')
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(200)')
        .execute();

      await p
        .id(db.schema.createTable('sys_menu'), 'sys_menu_id')
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sys_module_id', 'integer', (c) => c.notNull().references('sys_module.sys_module_id'))
        .addColumn('sys_menu_cate_id', 'integer', (c) => c.references('sys_menu_cate.sys_menu_cate_id'))
        .addColumn('menu_key', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('vue_url', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('style', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('intro', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('location', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('perm', 'varchar(100)')
        .addColumn('is_quick', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('sys_menu_module_ix')
        .on('sys_menu')
        .columns(['sys_module_id', 'parent_id'])
        .execute();

      await db.schema
        .createTable('sys_role_action')
        .addColumn('sys_role_id', 'integer', (c) =>
          c.notNull().references('sys_role.sys_role_id').onDelete('cascade'),
        )
        .addColumn('sys_action_id', 'integer', (c) =>
          c.notNull().references('sys_action.sys_action_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('sys_role_action_pk', ['sys_role_id', 'sys_action_id'])
        .execute();

      await db.schema
        .createTable('sys_role_menu')
        .addColumn('sys_role_id', 'integer', (c) =>
          c.notNull().references('sys_role.sys_role_id').onDelete('cascade'),
        )
        .addColumn('sys_menu_id', 'integer', (c) =>
          c.notNull().references('sys_menu.sys_menu_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('sys_role_menu_pk', ['sys_role_id', 'sys_menu_id'])
        .execute();

      await p
        .id(db.schema.createTable('usr_cate'), 'usr_cate_id')
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull().references('usr_agent.usr_agent_id'))
        .addColumn('label_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema
        .createIndex('usr_cate_owner_ix')
        .on('usr_cate')
        .columns(['usr_agent_id', 'user_id'])
        .execute();

      await p
        .id(db.schema.createTable('session'), 'session_id')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('last_seen_at', p.timestamp, (c) => c.notNull())
        .addColumn('expires_at', p.timestamp, (c) => c.notNull())
        .addColumn('temporary_ends_at', p.timestamp)
        .addColumn('revoked_at', p.timestamp)
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(300)')
        .execute();
      await db.schema.createIndex('session_user_ix').on('session').column('sys_user_id').execute();

      await p
        .id(db.schema.createTable('sms_code'), 'sms_code_id')
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('expires_at', p.timestamp, (c) => c.notNull())
        .addColumn('used_at', p.timestamp)
        .execute();
      await db.schema
        .createIndex('sms_code_phone_ix')
        .on('sms_code')
        .columns(['phone', 'created_at'])
        .execute();
      await db.schema.createIndex('sms_code_ip_ix').on('sms_code').columns(['ip', 'created_at']).execute();

      await p
        .id(db.schema.createTable('sms_outbox'), 'sms_outbox_id')
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('template', 'varchar(50)', (c) => c.notNull())
        .addColumn('content', 'varchar(500)', (c) => c.notNull())
        .addColumn('provider', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('error', 'varchar(500)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await p
        .id(db.schema.createTable('login_log'), 'login_log_id')
        .addColumn('sys_user_id', 'integer')
        .addColumn('usr_agent_id', 'integer')
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema
        .createIndex('login_log_user_ix')
        .on('login_log')
        .columns(['username', 'created_at'])
        .execute();

      await p
        .id(db.schema.createTable('operation_log'), 'operation_log_id')
        .addColumn('sys_user_id', 'integer')
        .addColumn('usr_agent_id', 'integer')
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('entity', 'varchar(50)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(50)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema.createIndex('operation_log_time_ix').on('operation_log').column('created_at').execute();
    },
  };
}
